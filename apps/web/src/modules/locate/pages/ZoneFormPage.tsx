import { useParams, useSearchParams } from 'react-router';
import { zoneFields, type Zone } from '@kenh/contract';
import { useCreateZone, useUpdateZone, useZone } from '../api/locate';
import type { LocateRecordKind } from '../components/record-kind';
import { RecordCreatePage } from '../components/RecordCreatePage';
import { RecordDetailPage } from '../components/RecordDetailPage';
import { zoneFormDefaults, ZoneFormFields, type ZoneFormValues } from '../components/ZoneFields';
import { areaPath, zonePath } from '../paths';

const zoneKind: LocateRecordKind<Zone, typeof zoneFields, ZoneFormValues> = {
  entity: 'zone',
  schema: zoneFields,
  defaults: (zone) => zoneFormDefaults(zone),
  fields: (control, zone, readOnly) => (
    <ZoneFormFields control={control} readOnly={readOnly} {...(zone ? { zone } : {})} />
  ),
  useRecord: useZone,
  useCreate: useCreateZone,
  useUpdate: useUpdateZone,
  path: zonePath,
  backPath: (zone) => areaPath(zone.area_id),
  crumbs: (zone) => [{ label: zone.area_name, to: areaPath(zone.area_id) }],
  editable: (_zone, canManage) => canManage,
};

const positiveId = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /locate-manager/zone/create (`?area_id=` preselects the area). */
export function ZoneCreatePage() {
  const [params] = useSearchParams();
  return (
    <RecordCreatePage
      kind={zoneKind}
      defaults={zoneFormDefaults(undefined, positiveId(params.get('area_id')))}
    />
  );
}

/** /locate-manager/zone/:id — one zone (khu vực); editable with `area.manage` within the data scope. */
export function ZoneDetailPage() {
  const { id } = useParams();
  return <RecordDetailPage key={id} kind={zoneKind} id={positiveId(id) ?? 0} />;
}
