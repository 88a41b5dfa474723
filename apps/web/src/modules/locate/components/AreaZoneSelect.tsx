import { useId } from 'react';
import { SelectField } from '../../../platform/inputs';
import { useLocateDropdown } from '../api/locate';
import { useLocateTexts } from '../locales';

export interface AreaZoneValue {
  area_id: number | null;
  zone_id: number | null;
}

export interface AreaZoneSelectProps {
  value?: AreaZoneValue | null;
  onChange?: (value: AreaZoneValue) => void;
  disabled?: boolean;
  /** Both selects required (red border and "Vui lòng chọn" when empty after touching). */
  required?: boolean;
  /** Only the area is required; the zone may stay empty. */
  zoneOptional?: boolean;
  touched?: boolean;
  /** Messages (contract keys or texts) shown under the area / zone select. */
  areaError?: string;
  zoneError?: string;
  /** Also list inactive areas and zones (default: active only). */
  includeInactive?: boolean;
  id?: string;
}

/**
 * Area then zone (docs/locate.md): the zone list holds the chosen area's zones only; changing the
 * area clears the zone. Options come from `locate_dropdown` (cached, limited to the data scope).
 */
export function AreaZoneSelect(props: AreaZoneSelectProps) {
  const {
    value,
    onChange,
    disabled = false,
    required = false,
    zoneOptional = false,
    touched = false,
    areaError,
    zoneError,
    includeInactive = false,
    id: idProp,
  } = props;
  const texts = useLocateTexts();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const dropdown = useLocateDropdown(includeInactive);
  const areaId = value?.area_id ?? null;
  const zoneId = value?.zone_id ?? null;
  const areaOptions = (dropdown.data ?? []).map((a) => ({ value: a.value, label: a.label }));
  const zoneOptions = dropdown.data?.find((a) => a.value === areaId)?.children ?? [];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <SelectField<number>
        id={`${id}-area`}
        aria-label={texts.fields.area}
        placeholder={texts.fields.area}
        options={areaOptions}
        loading={dropdown.isLoading}
        value={areaId}
        disabled={disabled}
        required={required}
        touched={touched}
        {...(areaError ? { error: areaError } : {})}
        highlight
        style={{ flex: '1 1 180px', minWidth: 180 }}
        onChange={(next) => onChange?.({ area_id: typeof next === 'number' ? next : null, zone_id: null })}
      />
      <SelectField<number>
        id={`${id}-zone`}
        aria-label={texts.fields.zone}
        placeholder={areaId === null ? texts.fields.chooseAreaFirst : texts.fields.zone}
        options={zoneOptions}
        value={zoneId}
        disabled={disabled || areaId === null}
        required={required && !zoneOptional}
        touched={touched && areaId !== null}
        {...(zoneError ? { error: zoneError } : {})}
        highlight
        style={{ flex: '1 1 180px', minWidth: 180 }}
        onChange={(next) => onChange?.({ area_id: areaId, zone_id: typeof next === 'number' ? next : null })}
      />
    </div>
  );
}
