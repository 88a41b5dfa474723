import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { DetailLoading, DetailNotFound, PageHeader } from '../../../platform/pages';
import { useArea, useZonesOfArea } from '../api/locate';
import { LocatedAccounts } from '../components/LocatedAccounts';
import { RegionTag } from '../components/RegionTag';
import { useLocateTexts } from '../locales';
import { locatePaths, overviewZonePath } from '../paths';

/** /area-manager/:id — one area (vùng): its zones (khu vực) as cards and the accounts placed in it. */
export function AreaOverviewDetailPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const area = useArea(valid ? numeric : undefined);
  const zones = useZonesOfArea(area.data ? numeric : undefined);
  const crumbs = [{ label: texts.overview.title, to: locatePaths.overview }];
  if (valid && area.isLoading) return <DetailLoading title={texts.fields.area} breadcrumbs={crumbs} />;
  if (!area.data) {
    return (
      <DetailNotFound
        message={area.error?.message ?? texts.area.notFound}
        breadcrumbs={crumbs}
        onBack={() => void navigate(localePath(locatePaths.overview))}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={area.data.name}
        breadcrumbs={crumbs}
        status={<RegionTag region={area.data.region} />}
      />
      <Flex vertical gap={16}>
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
      </Flex>
    </>
  );
}
