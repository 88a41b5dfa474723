import { Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { useZone } from '../api/locate';
import { LocatedAccounts } from '../components/LocatedAccounts';
import { fill, useLocateTexts } from '../locales';
import { locatePaths, overviewAreaPath } from '../paths';

/** /area-manager/:id/zone/:zoneid — one zone and its accounts, paged. */
export function ZoneOverviewPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { id, zoneid } = useParams();
  const zoneId = Number(zoneid);
  const valid = Number.isInteger(zoneId) && zoneId > 0;
  const zone = useZone(valid ? zoneId : undefined);
  const title = zone.data ? fill(texts.zone.detailTitle, { name: zone.data.name }) : texts.overview.title;
  useDocumentTitle(title);
  useHeader({
    headerTitle: title,
    hasIconBackHeader: true,
    navigateTo: localePath(overviewAreaPath(Number(id))),
  });
  if (valid && zone.isLoading) return <Spin />;
  // The zone must belong to the area of the address.
  if (!zone.data || String(zone.data.area_id) !== id) {
    return (
      <Result
        status="404"
        title={zone.error?.message ?? texts.zone.notFound}
        extra={
          <Button onClick={() => void navigate(localePath(locatePaths.overview))}>{texts.area.back}</Button>
        }
      />
    );
  }
  const data = zone.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
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
    </Space>
  );
}
