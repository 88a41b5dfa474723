import { Button, Card, Flex, Space } from 'antd';
import { useParams } from 'react-router';
import type { AreaFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import {
  useArea,
  useCreateArea,
  useDeleteArea,
  useDeleteZone,
  useUpdateArea,
  useZonesOfArea,
} from '../api/locate';
import { AreaForm } from '../components/AreaForm';
import { confirmAndDelete } from '../components/delete-actions';
import { useCanManageAreas } from '../components/use-can-manage';
import { ZoneTable } from '../components/ZoneTable';
import { fill } from '../locales';
import { areaPath, locatePaths } from '../paths';
import { AreaListPage } from './AreaListPage';
import { LoadingPage, NotFoundPage, PageTitle } from './page-parts';
import { useFormPage } from './use-form-page';

/** /locate-manager/create */
export function AreaCreatePage() {
  const { texts, messageText, navigate, localePath, toList } = useFormPage();
  const create = useCreateArea();
  const submit = async (values: AreaFields) => {
    const area = await create.mutateAsync(values);
    toast.success(messageText('locate.area_created'));
    void navigate(localePath(areaPath(area.id)), { replace: true });
  };
  return (
    <>
      <PageTitle title={texts.area.createTitle} />
      <Card>
        <AreaForm submitting={create.isPending} onSubmit={submit} onCancel={toList} />
      </Card>
    </>
  );
}

/** One area: its fields (editable with `area.manage` when the area is in the caller's scope) and zones. */
function AreaDetailPage({ id }: { id: number }) {
  const { texts, messageText, navigate, localePath, toList } = useFormPage();
  const canManage = useCanManageAreas();
  const area = useArea(id);
  const zones = useZonesOfArea(id);
  const update = useUpdateArea(id);
  const deleteArea = useDeleteArea();
  const deleteZone = useDeleteZone();
  const title = area.data ? fill(texts.area.detailTitle, { name: area.data.name }) : texts.area.editTitle;
  if (area.isLoading) return <LoadingPage title={title} />;
  if (!area.data) {
    return (
      <NotFoundPage
        title={texts.area.notFound}
        message={area.error?.message ?? texts.area.notFound}
        backText={texts.area.back}
        onBack={toList}
      />
    );
  }
  const editable = canManage && area.data.editable;
  const submit = async (values: AreaFields) => {
    await update.mutateAsync(values);
    toast.success(messageText('locate.area_updated'));
  };
  return (
    <>
      <PageTitle title={title} />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card
          extra={
            editable && (
              <Button
                danger
                onClick={() =>
                  void confirmAndDelete(
                    'area',
                    area.data,
                    texts,
                    (areaId) => deleteArea.mutateAsync(areaId),
                    messageText('locate.area_deleted'),
                  ).then((deleted) => {
                    if (deleted) void navigate(localePath(locatePaths.list), { replace: true });
                  })
                }
              >
                {texts.list.delete}
              </Button>
            )
          }
        >
          <AreaForm
            key={area.data.updated_at}
            area={area.data}
            readOnly={!editable}
            submitting={update.isPending}
            onSubmit={submit}
            onCancel={toList}
          />
        </Card>
        <Card
          title={texts.area.zonesOfArea}
          extra={
            editable && (
              <Button onClick={() => void navigate(localePath(`${locatePaths.zoneCreate}?area_id=${id}`))}>
                {texts.list.createZone}
              </Button>
            )
          }
        >
          <ZoneTable
            zones={zones.data?.results ?? []}
            loading={zones.isLoading}
            canDelete={editable}
            onDelete={(zone) =>
              void confirmAndDelete(
                'zone',
                zone,
                texts,
                (zoneId) => deleteZone.mutateAsync(zoneId),
                messageText('locate.zone_deleted'),
              )
            }
          />
        </Card>
        <Flex>
          <Button onClick={toList}>{texts.area.back}</Button>
        </Flex>
      </Space>
    </>
  );
}

/** /locate-manager/:id? — spec §2.6: with an id the area's page, without it the list. */
export function AreaDetailOrListPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  if (numeric === undefined) return <AreaListPage />;
  if (!Number.isInteger(numeric) || numeric <= 0) return <AreaDetailPage id={0} />;
  return <AreaDetailPage key={numeric} id={numeric} />;
}
