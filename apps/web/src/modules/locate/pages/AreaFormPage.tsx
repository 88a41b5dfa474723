import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { areaFields, locateStatusMachine, locateStatusOf, type Area } from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailLoading,
  DetailNotFound,
  DetailPage,
  FormBody,
  FormPage,
  StatusActions,
  useContractForm,
} from '../../../platform/pages';
import { toast } from '../../../platform/feedback';
import { useArea, useCreateArea, useUpdateArea, useZonesOfArea } from '../api/locate';
import { areaFormDefaults, AreaFormFields, type AreaFormValues } from '../components/AreaFields';
import { StatusTag } from '../components/StatusTag';
import { useCanManageAreas } from '../components/use-can-manage';
import { useDeleteRecord } from '../components/use-delete-record';
import { ZoneTable } from '../components/ZoneTable';
import { useLocateTexts } from '../locales';
import { areaPath, locatePaths } from '../paths';
import { AreaListPage } from './AreaListPage';
import { auditedFieldLabels, listCrumb, regionValue } from './area-page-parts';

/** /locate-manager/create */
export function AreaCreatePage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateArea();
  const form = useContractForm<typeof areaFields, AreaFormValues>(areaFields, areaFormDefaults());
  return (
    <FormPage
      title={texts.area.createTitle}
      breadcrumbs={[listCrumb(texts)]}
      form={form}
      onSubmit={async (values) => {
        const area = await create.mutateAsync(values);
        toast.success(messageText('locate.area_created'));
        void navigate(localePath(areaPath(area.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(locatePaths.list))}
    >
      <AreaFormFields control={form.control} readOnly={false} />
    </FormPage>
  );
}

/** The area's fields, editable with `area.manage` when the area is in the caller's scope. */
function AreaInfo({ area, editable }: { area: Area; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateArea(area.id);
  const form = useContractForm<typeof areaFields, AreaFormValues>(areaFields, areaFormDefaults(area));
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('locate.area_updated'));
      }}
      onCancel={() => void navigate(localePath(locatePaths.list))}
    >
      <AreaFormFields control={form.control} area={area} readOnly={!editable} />
    </FormBody>
  );
}

/** One area (vùng): its fields, its zones (khu vực), its history; status and delete actions. */
function AreaDetailPage({ id }: { id: number }) {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManageAreas();
  const remove = useDeleteRecord();
  const area = useArea(id > 0 ? id : undefined);
  const zones = useZonesOfArea(area.data ? id : undefined);
  const update = useUpdateArea(id);
  const crumbs = [listCrumb(texts)];
  const toList = () => void navigate(localePath(locatePaths.list));
  if (id > 0 && area.isLoading) return <DetailLoading title={texts.fields.area} breadcrumbs={crumbs} />;
  if (!area.data) {
    return (
      <DetailNotFound
        message={area.error?.message ?? texts.area.notFound}
        breadcrumbs={crumbs}
        onBack={toList}
      />
    );
  }
  const data = area.data;
  const editable = canManage && data.editable;
  return (
    <DetailPage
      title={data.name}
      breadcrumbs={crumbs}
      status={<StatusTag active={data.is_active} />}
      actions={
        editable && (
          <>
            <StatusActions
              machine={locateStatusMachine}
              status={locateStatusOf(data)}
              labels={texts.status}
              busy={update.isPending}
              onAction={async (_action, to) => {
                await update.mutateAsync({
                  ...areaFormDefaults(data),
                  region: data.region,
                  is_active: to === 'active',
                });
                toast.success(messageText('locate.area_updated'));
              }}
            />
            <Button
              danger
              onClick={() =>
                void remove.area(data).then((deleted) => {
                  if (deleted) toList();
                })
              }
            >
              {texts.list.delete}
            </Button>
          </>
        )
      }
      tabs={[
        {
          key: 'zones',
          label: texts.area.zonesOfArea,
          children: (
            <>
              {editable && (
                <Button
                  style={{ marginBottom: 12 }}
                  onClick={() => void navigate(localePath(`${locatePaths.zoneCreate}?area_id=${id}`))}
                >
                  {texts.list.createZone}
                </Button>
              )}
              <ZoneTable zones={zones.data?.results ?? []} loading={zones.isLoading} canManage={editable} />
            </>
          ),
        },
      ]}
      history={{
        entity: 'area',
        id,
        fieldLabels: auditedFieldLabels(texts),
        formatValue: regionValue(texts),
      }}
    >
      <AreaInfo key={data.updated_at} area={data} editable={editable} />
    </DetailPage>
  );
}

/** /locate-manager/:id? — spec §2.6: with an id the area's page, without it the list. */
export function AreaDetailOrListPage() {
  const { id } = useParams();
  if (id === undefined) return <AreaListPage />;
  const numeric = Number(id);
  return <AreaDetailPage key={id} id={Number.isInteger(numeric) && numeric > 0 ? numeric : 0} />;
}
