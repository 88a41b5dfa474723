import { Button, Card, Flex, Result, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { AreaFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
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
import { fill, useLocateTexts } from '../locales';
import { areaPath, locatePaths } from '../paths';
import { AreaListPage } from './AreaListPage';

function PageTitle({ title }: { title: string }) {
  const mobile = useIsMobile();
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: true });
  return mobile ? null : (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}

/** /locate-manager/create */
export function AreaCreatePage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
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
        <AreaForm
          submitting={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(localePath(locatePaths.list))}
        />
      </Card>
    </>
  );
}

/** One area: its fields (editable with `area.manage` when the area is in the caller's scope) and zones. */
function AreaDetailPage({ id }: { id: number }) {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManageAreas();
  const area = useArea(id);
  const zones = useZonesOfArea(id);
  const update = useUpdateArea(id);
  const deleteArea = useDeleteArea();
  const deleteZone = useDeleteZone();
  const title = area.data ? fill(texts.area.detailTitle, { name: area.data.name }) : texts.area.editTitle;
  if (area.isLoading) {
    return (
      <>
        <PageTitle title={title} />
        <Spin />
      </>
    );
  }
  if (!area.data) {
    return (
      <>
        <PageTitle title={texts.area.notFound} />
        <Result
          status="404"
          title={area.error?.message ?? texts.area.notFound}
          extra={
            <Button onClick={() => void navigate(localePath(locatePaths.list))}>{texts.area.back}</Button>
          }
        />
      </>
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
            onCancel={() => void navigate(localePath(locatePaths.list))}
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
          <Button onClick={() => void navigate(localePath(locatePaths.list))}>{texts.area.back}</Button>
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
