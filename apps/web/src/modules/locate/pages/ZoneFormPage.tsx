import { Button, Card, Space } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import type { ZoneFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useCreateZone, useDeleteZone, useUpdateZone, useZone } from '../api/locate';
import { confirmAndDelete } from '../components/delete-actions';
import { useCanManageAreas } from '../components/use-can-manage';
import { ZoneForm } from '../components/ZoneForm';
import { fill } from '../locales';
import { areaPath, zonePath } from '../paths';
import { LoadingPage, NotFoundPage, PageTitle } from './page-parts';
import { useFormPage } from './use-form-page';

/** /locate-manager/zone/create (`?area_id=` preselects the area). */
export function ZoneCreatePage() {
  const { texts, messageText, navigate, localePath, toList } = useFormPage();
  const [params] = useSearchParams();
  const areaId = Number(params.get('area_id'));
  const create = useCreateZone();
  const submit = async (values: ZoneFields) => {
    const zone = await create.mutateAsync(values);
    toast.success(messageText('locate.zone_created'));
    void navigate(localePath(zonePath(zone.id)), { replace: true });
  };
  return (
    <>
      <PageTitle title={texts.zone.createTitle} />
      <Card>
        <ZoneForm
          {...(Number.isInteger(areaId) && areaId > 0 ? { defaultAreaId: areaId } : {})}
          submitting={create.isPending}
          onSubmit={submit}
          onCancel={toList}
        />
      </Card>
    </>
  );
}

/** /locate-manager/zone/:id — one zone; editable with `area.manage` within the data scope. */
export function ZoneDetailPage() {
  const { texts, messageText, navigate, localePath, toList } = useFormPage();
  const canManage = useCanManageAreas();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const zone = useZone(valid ? numeric : undefined);
  const update = useUpdateZone(numeric);
  const deleteZone = useDeleteZone();
  const title = zone.data ? fill(texts.zone.detailTitle, { name: zone.data.name }) : texts.zone.notFound;
  if (valid && zone.isLoading) return <LoadingPage title={texts.zone.createTitle} />;
  if (!zone.data) {
    return (
      <NotFoundPage
        title={title}
        message={zone.error?.message ?? texts.zone.notFound}
        backText={texts.area.back}
        onBack={toList}
      />
    );
  }
  const data = zone.data;
  const submit = async (values: ZoneFields) => {
    await update.mutateAsync(values);
    toast.success(messageText('locate.zone_updated'));
  };
  return (
    <>
      <PageTitle title={title} />
      <Card
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(localePath(areaPath(data.area_id)))}>
              {data.area_name}
            </Button>
            {canManage && (
              <Button
                danger
                onClick={() =>
                  void confirmAndDelete(
                    'zone',
                    data,
                    texts,
                    (zoneId) => deleteZone.mutateAsync(zoneId),
                    messageText('locate.zone_deleted'),
                  ).then((deleted) => {
                    if (deleted) void navigate(localePath(areaPath(data.area_id)), { replace: true });
                  })
                }
              >
                {texts.list.delete}
              </Button>
            )}
          </Space>
        }
      >
        <ZoneForm
          key={data.updated_at}
          zone={data}
          readOnly={!canManage}
          submitting={update.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(localePath(areaPath(data.area_id)))}
        />
      </Card>
    </>
  );
}
