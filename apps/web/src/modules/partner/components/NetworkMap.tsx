import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import type { PartnerType } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { MapWithList, type MapBounds, type MapPoint } from '../../../platform/map';
import { useMapPoints } from '../api/network';
import { usePartnerTexts } from '../locales';
import { partnerPagePath } from '../paths';
import { TYPE_COLORS } from './PartnerTags';

/**
 * The sales network on a map: the server's points inside the view (filtered by area, zone and
 * type), clustered when zoomed out, with the list of the view beside it; each row opens the
 * partner's page. Moving the map loads the points of the new view.
 */
export function NetworkMap({
  types,
  areaId,
  zoneId,
  height,
}: {
  types: PartnerType[];
  areaId?: number | null;
  zoneId?: number | null;
  height?: number;
}) {
  const texts = usePartnerTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [bounds, setBounds] = useState<MapBounds>();
  const result = useMapPoints(bounds, {
    types,
    ...(areaId ? { area_id: areaId } : {}),
    ...(zoneId ? { zone_id: zoneId } : {}),
  });
  const points = useMemo<MapPoint[]>(
    () =>
      (result.data?.points ?? []).map((p) => ({
        id: `${p.type}-${p.id}`,
        lat: p.latitude,
        lng: p.longitude,
        label: p.fullname,
        detail: texts.types[p.type],
        kind: p.type,
      })),
    [result.data, texts],
  );
  const open = (point: MapPoint) => {
    const [type, id] = point.id.split('-');
    void navigate(localePath(partnerPagePath(type as PartnerType, Number(id))));
  };
  return (
    <>
      {result.data?.capped && (
        <Alert type="warning" showIcon title={texts.map.capped} style={{ marginBottom: 12 }} />
      )}
      <MapWithList
        points={points}
        height={height}
        kindColors={TYPE_COLORS}
        kindLabels={texts.types}
        searchPlaceholder={texts.map.search}
        onBoundsChange={setBounds}
        renderAction={(point) => (
          <Button size="small" onClick={() => open(point)}>
            {texts.map.open}
          </Button>
        )}
      />
    </>
  );
}
