import { Button, Card, Col, Result, Row, Space, Spin, Statistic, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { useArea, useZonesOfArea } from '../api/locate';
import { LocatedAccounts } from '../components/LocatedAccounts';
import { RegionTag } from '../components/RegionTag';
import { fill, useLocateTexts } from '../locales';
import { locatePaths, overviewZonePath } from '../paths';

/** /area-manager/:id — one area: its zones (cards) and the accounts assigned to it. */
export function AreaOverviewDetailPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const area = useArea(valid ? numeric : undefined);
  const zones = useZonesOfArea(area.data ? numeric : undefined);
  const title = area.data ? fill(texts.area.detailTitle, { name: area.data.name }) : texts.overview.title;
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: true, navigateTo: localePath(locatePaths.overview) });
  if (valid && area.isLoading) return <Spin />;
  if (!area.data) {
    return (
      <Result
        status="404"
        title={area.error?.message ?? texts.area.notFound}
        extra={
          <Button onClick={() => void navigate(localePath(locatePaths.overview))}>{texts.area.back}</Button>
        }
      />
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title} <RegionTag region={area.data.region} />
        </Typography.Title>
      )}
      <Card title={texts.area.zonesOfArea} loading={zones.isLoading}>
        <Row gutter={[12, 12]}>
          {(zones.data?.results ?? []).map((zone) => (
            <Col key={zone.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                title={<Link to={localePath(overviewZonePath(numeric, zone.id))}>{zone.name}</Link>}
              >
                <Statistic title={texts.fields.accounts} value={zone.account_count} />
                {zone.supervisor && (
                  <Typography.Text type="secondary">{zone.supervisor.fullname}</Typography.Text>
                )}
              </Card>
            </Col>
          ))}
        </Row>
        {zones.data?.results.length === 0 && (
          <Typography.Text type="secondary">{texts.list.noZones}</Typography.Text>
        )}
      </Card>
      <LocatedAccounts areaId={numeric} />
    </Space>
  );
}
