import { useEffect, useState } from 'react';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { isCoordinate, type LatLng } from './geo';
import { LeafletMap } from './LeafletMap';
import { useMapTexts } from './texts';

export interface CoordinatePickerProps {
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  height?: number;
  disabled?: boolean;
}

/** Six decimals: about 10 cm, more than a shop's door needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Coordinates set either way: typed (latitude, longitude) or by clicking the map, which moves the
 * marker. A half-typed pair keeps the previous marker until both numbers are valid.
 */
export function CoordinatePicker({ value, onChange, height = 280, disabled = false }: CoordinatePickerProps) {
  const texts = useMapTexts();
  // The typed pair, kept while only one of the two numbers is there.
  const [draft, setDraft] = useState<{ lat: number | null; lng: number | null }>({
    lat: value?.lat ?? null,
    lng: value?.lng ?? null,
  });
  useEffect(() => setDraft({ lat: value?.lat ?? null, lng: value?.lng ?? null }), [value?.lat, value?.lng]);
  const set = (lat: number | null, lng: number | null) => {
    setDraft({ lat, lng });
    if (lat === null && lng === null) onChange(null);
    else if (lat !== null && lng !== null && isCoordinate(lat, lng))
      onChange({ lat: round(lat), lng: round(lng) });
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <InputNumber
          aria-label={texts.latitude}
          placeholder={texts.latitude}
          min={-90}
          max={90}
          step={0.000001}
          disabled={disabled}
          value={draft.lat}
          onChange={(lat) => set(lat, draft.lng)}
          style={{ width: 160 }}
        />
        <InputNumber
          aria-label={texts.longitude}
          placeholder={texts.longitude}
          min={-180}
          max={180}
          step={0.000001}
          disabled={disabled}
          value={draft.lng}
          onChange={(lng) => set(draft.lat, lng)}
          style={{ width: 160 }}
        />
        {value && !disabled && <Button onClick={() => onChange(null)}>{texts.clear}</Button>}
      </Flex>
      {!disabled && <Typography.Text type="secondary">{texts.pickHint}</Typography.Text>}
      <LeafletMap
        points={[]}
        height={height}
        center={value ?? undefined}
        zoom={value ? 15 : undefined}
        picked={value}
        focus={value}
        onPick={disabled ? undefined : (position) => set(position.lat, position.lng)}
      />
    </Flex>
  );
}
