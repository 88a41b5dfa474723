import { Card, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import type { Area } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, RecordGate } from '../../../platform/pages';
import { useArea, useZonesOfArea } from '../api/locate';
import { LocatedAccounts } from '../components/LocatedAccounts';
import { RegionTag } from '../components/RegionTag';
import { useLocateTexts } from '../locales';
import { locatePaths, overviewZonePath } from '../paths';

/** The area's zones as cards: each with its supervisor and how many accounts it holds. */
function ZoneCards({ area }: { area: Area }) {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const zones = useZonesOfArea(area.id);
  if (zones.isLoading) return <Card loading />;
  const results = zones.data?.results ?? [];
  if (results.length === 0) return <Typography.Text type="secondary">{texts.list.noZones}</Typography.Text>;
  return (
    <Row gutter={[12, 12]}>
      {results.map((zone) => (
        <Col key={zone.id} xs={24} sm={12} lg={8} xl={6}>
          <Card
            size="small"
            title={<Link to={localePath(overviewZonePath(area.id, zone.id))}>{zone.name}</Link>}
          >
            <Statistic title={texts.fields.accounts} value={zone.account_count} />
            {zone.supervisor && (
              <Typography.Text type="secondary">{zone.supervisor.fullname}</Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /area-manager/:id — one area (vùng): its head and counts, its zones (khu vực) as cards, and the
 * accounts placed in it in a tab.
 */
export function AreaOverviewDetailPage() {
  const texts = useLocateTexts();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const area = useArea(valid ? numeric : undefined);
  const crumbs = [{ label: texts.overview.title, to: locatePaths.overview }];
  return (
    <RecordGate
      query={area}
      title={texts.fields.area}
      breadcrumbs={crumbs}
      notFound={texts.area.notFound}
      backTo={locatePaths.overview}
    >
      {(data) => (
        <DetailPage
          title={data.name}
          breadcrumbs={crumbs}
          status={<RegionTag region={data.region} />}
          tabs={[
            {
              key: 'accounts',
              label: texts.overview.accountsTitle,
              children: <LocatedAccounts areaId={data.id} />,
            },
          ]}
        >
          <Flex vertical gap={16}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'manager', label: texts.fields.manager, children: data.manager?.fullname ?? '' },
                { key: 'zones', label: texts.fields.zones, children: data.zone_count },
                { key: 'accounts', label: texts.fields.accounts, children: data.account_count },
              ]}
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {texts.area.zonesOfArea}
            </Typography.Title>
            <ZoneCards area={data} />
          </Flex>
        </DetailPage>
      )}
    </RecordGate>
  );
}
