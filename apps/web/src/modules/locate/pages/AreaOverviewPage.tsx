import { useState } from 'react';
import { Card, Col, Empty, Flex, Input, Pagination, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { REGIONS, type Region } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { LOCATE_PAGE_SIZE, useAreas } from '../api/locate';
import { RegionTag } from '../components/RegionTag';
import { fill, useLocateTexts } from '../locales';
import { overviewAreaPath } from '../paths';

/** /area-manager: one card per area with its zone and account counts. */
export function AreaOverviewPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [region, setRegion] = useState<Region | null>(null);
  const [page, setPage] = useState(0);
  const areas = useAreas({
    page,
    page_size: LOCATE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(region ? { region } : {}),
  });
  useDocumentTitle(texts.overview.title);
  useHeader({ headerTitle: texts.overview.title });
  const results = areas.data?.results ?? [];
  return (
    <>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.overview.title}
        </Typography.Title>
      )}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={texts.list.search}
          placeholder={texts.list.search}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(0);
          }}
          style={{ width: mobile ? '100%' : 280 }}
        />
        <SelectField<Region>
          aria-label={texts.fields.region}
          placeholder={texts.list.allRegions}
          allowClear
          searchable={false}
          showSuccess={false}
          value={region}
          options={REGIONS.map((r) => ({ value: r, label: texts.regions[r] }))}
          onChange={(value) => {
            setRegion(typeof value === 'string' ? value : null);
            setPage(0);
          }}
        />
      </Flex>
      {results.length === 0 && !areas.isFetching && <Empty description={texts.list.empty} />}
      <Row gutter={[16, 16]}>
        {results.map((area) => (
          <Col key={area.id} xs={24} sm={12} lg={8} xl={6}>
            <Card
              size="small"
              title={<Link to={localePath(overviewAreaPath(area.id))}>{area.name}</Link>}
              extra={<RegionTag region={area.region} />}
              loading={areas.isLoading}
            >
              <Space size="large">
                <Statistic title={texts.fields.zones} value={area.zone_count} />
                <Statistic title={texts.fields.accounts} value={area.account_count} />
              </Space>
              <div>
                <Typography.Text type="secondary">{area.code}</Typography.Text>
                {area.manager && (
                  <Typography.Text type="secondary">{` · ${area.manager.fullname}`}</Typography.Text>
                )}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination
          current={page + 1}
          pageSize={LOCATE_PAGE_SIZE}
          total={areas.data?.total ?? 0}
          showSizeChanger={false}
          size={mobile ? 'small' : 'default'}
          showTotal={(total) => fill(texts.list.total, { total })}
          onChange={(next) => setPage(next - 1)}
        />
      </Flex>
    </>
  );
}
