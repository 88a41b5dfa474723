import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { areaFields, type Area } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { useArea, useCreateArea, useUpdateArea, useZonesOfArea } from '../api/locate';
import { areaFormDefaults, AreaFormFields, type AreaFormValues } from '../components/AreaFields';
import type { LocateRecordKind } from '../components/record-kind';
import { RecordCreatePage } from '../components/RecordCreatePage';
import { RecordDetailPage } from '../components/RecordDetailPage';
import { ZoneTable } from '../components/ZoneTable';
import { useLocateTexts } from '../locales';
import { areaPath, locatePaths } from '../paths';
import { AreaListPage } from './AreaListPage';

const areaKind: LocateRecordKind<Area, typeof areaFields, AreaFormValues> = {
  entity: 'area',
  schema: areaFields,
  defaults: areaFormDefaults,
  fields: (control, area, readOnly) => (
    <AreaFormFields control={control} readOnly={readOnly} {...(area ? { area } : {})} />
  ),
  useRecord: useArea,
  useCreate: useCreateArea,
  useUpdate: useUpdateArea,
  path: areaPath,
  backPath: () => locatePaths.list,
  crumbs: () => [],
  // An area outside the caller's data scope is read-only even with `area.manage`.
  editable: (area, canManage) => canManage && area.editable,
};

/** /locate-manager/create */
export function AreaCreatePage() {
  return <RecordCreatePage kind={areaKind} />;
}

/** The "Các khu vực của vùng" tab: the area's zones, and a way to add one to it. */
function AreaZones({ area, editable }: { area: Area; editable: boolean }) {
  const texts = useLocateTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const zones = useZonesOfArea(area.id);
  return (
    <>
      {editable && (
        <Button
          style={{ marginBottom: 12 }}
          onClick={() => void navigate(localePath(`${locatePaths.zoneCreate}?area_id=${area.id}`))}
        >
          {texts.list.createZone}
        </Button>
      )}
      <ZoneTable zones={zones.data?.results ?? []} loading={zones.isLoading} canManage={editable} />
    </>
  );
}

/** /locate-manager/:id? — spec §2.6: with an id the area's page (fields, zones, history), without it the list. */
export function AreaDetailOrListPage() {
  const texts = useLocateTexts();
  const { id } = useParams();
  if (id === undefined) return <AreaListPage />;
  const numeric = Number(id);
  return (
    <RecordDetailPage
      key={id}
      kind={areaKind}
      id={Number.isInteger(numeric) && numeric > 0 ? numeric : 0}
      tabs={(area, editable) => [
        {
          key: 'zones',
          label: texts.area.zonesOfArea,
          children: <AreaZones area={area} editable={editable} />,
        },
      ]}
    />
  );
}
