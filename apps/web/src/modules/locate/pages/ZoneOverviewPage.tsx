import { Card, Descriptions, Flex } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { DetailLoading, DetailNotFound, PageHeader } from '../../../platform/pages';
import { useZone } from '../api/locate';
import { LocatedAccounts } from '../components/LocatedAccounts';
import { useLocateTexts } from '../locales';
import { locatePaths, overviewAreaPath } from '../paths';

/** /area-manager/:id/zone/:zoneid — one zone (khu vực) and the accounts placed in it. */
export function ZoneOverviewPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { id, zoneid } = useParams();
  const zoneId = Number(zoneid);
  const valid = Number.isInteger(zoneId) && zoneId > 0;
  const zone = useZone(valid ? zoneId : undefined);
  const overview = { label: texts.overview.title, to: locatePaths.overview };
  if (valid && zone.isLoading) return <DetailLoading title={texts.fields.zone} breadcrumbs={[overview]} />;
  // The zone must belong to the area of the address.
  if (!zone.data || String(zone.data.area_id) !== id) {
    return (
      <DetailNotFound
        message={zone.error?.message ?? texts.zone.notFound}
        breadcrumbs={[overview]}
        onBack={() => void navigate(localePath(locatePaths.overview))}
      />
    );
  }
  const data = zone.data;
  return (
    <>
      <PageHeader
        title={data.name}
        breadcrumbs={[overview, { label: data.area_name, to: overviewAreaPath(data.area_id) }]}
      />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions size="small" column={mobile ? 1 : 3}>
            <Descriptions.Item label={texts.fields.code}>{data.code}</Descriptions.Item>
            <Descriptions.Item label={texts.fields.area}>
              <Link to={localePath(overviewAreaPath(data.area_id))}>{data.area_name}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={texts.fields.supervisor}>
              {data.supervisor?.fullname ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={texts.fields.accounts}>{data.account_count}</Descriptions.Item>
          </Descriptions>
        </Card>
        <LocatedAccounts zoneId={data.id} />
      </Flex>
    </>
  );
}
