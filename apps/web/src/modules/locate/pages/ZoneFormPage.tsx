import { Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { locateStatusMachine, locateStatusOf, zoneFields, type Zone } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
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
import { useCreateZone, useUpdateZone, useZone } from '../api/locate';
import { StatusTag } from '../components/StatusTag';
import { useCanManageAreas } from '../components/use-can-manage';
import { useDeleteRecord } from '../components/use-delete-record';
import { zoneFormDefaults, ZoneFormFields, type ZoneFormValues } from '../components/ZoneFields';
import { useLocateTexts } from '../locales';
import { areaPath, locatePaths, zonePath } from '../paths';
import { auditedFieldLabels, listCrumb } from './area-page-parts';

/** /locate-manager/zone/create (`?area_id=` preselects the area). */
export function ZoneCreatePage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const areaId = Number(params.get('area_id'));
  const create = useCreateZone();
  const form = useContractForm<typeof zoneFields, ZoneFormValues>(
    zoneFields,
    zoneFormDefaults(undefined, Number.isInteger(areaId) && areaId > 0 ? areaId : undefined),
  );
  return (
    <FormPage
      title={texts.zone.createTitle}
      breadcrumbs={[listCrumb(texts)]}
      form={form}
      onSubmit={async (values) => {
        const zone = await create.mutateAsync(values);
        toast.success(messageText('locate.zone_created'));
        void navigate(localePath(zonePath(zone.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(locatePaths.list))}
    >
      <ZoneFormFields control={form.control} readOnly={false} />
    </FormPage>
  );
}

function ZoneInfo({ zone, editable }: { zone: Zone; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateZone(zone.id);
  const form = useContractForm<typeof zoneFields, ZoneFormValues>(zoneFields, zoneFormDefaults(zone));
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('locate.zone_updated'));
      }}
      onCancel={() => void navigate(localePath(areaPath(zone.area_id)))}
    >
      <ZoneFormFields control={form.control} zone={zone} readOnly={!editable} />
    </FormBody>
  );
}

/** /locate-manager/zone/:id — one zone (khu vực); editable with `area.manage` within the data scope. */
export function ZoneDetailPage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManageAreas();
  const remove = useDeleteRecord();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const zone = useZone(valid ? numeric : undefined);
  const update = useUpdateZone(numeric);
  const toList = () => void navigate(localePath(locatePaths.list));
  if (valid && zone.isLoading) {
    return <DetailLoading title={texts.fields.zone} breadcrumbs={[listCrumb(texts)]} />;
  }
  if (!zone.data) {
    return (
      <DetailNotFound
        message={zone.error?.message ?? texts.zone.notFound}
        breadcrumbs={[listCrumb(texts)]}
        onBack={toList}
      />
    );
  }
  const data = zone.data;
  return (
    <DetailPage
      key={data.id}
      title={data.name}
      breadcrumbs={[listCrumb(texts), { label: data.area_name, to: areaPath(data.area_id) }]}
      status={<StatusTag active={data.is_active} />}
      actions={
        canManage && (
          <>
            <StatusActions
              machine={locateStatusMachine}
              status={locateStatusOf(data)}
              labels={texts.status}
              busy={update.isPending}
              onAction={async (_action, to) => {
                await update.mutateAsync({
                  ...zoneFormDefaults(data),
                  area_id: data.area_id,
                  is_active: to === 'active',
                });
                toast.success(messageText('locate.zone_updated'));
              }}
            />
            <Button
              danger
              onClick={() =>
                void remove.zone(data).then((deleted) => {
                  if (deleted) void navigate(localePath(areaPath(data.area_id)), { replace: true });
                })
              }
            >
              {texts.list.delete}
            </Button>
          </>
        )
      }
      history={{ entity: 'zone', id: data.id, fieldLabels: auditedFieldLabels(texts) }}
    >
      <ZoneInfo key={data.updated_at} zone={data} editable={canManage} />
    </DetailPage>
  );
}
