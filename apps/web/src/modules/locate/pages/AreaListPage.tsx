import {
  Button,
  Card,
  Collapse,
  Empty,
  Flex,
  Input,
  Pagination,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REGIONS, type Area, type Region, type Zone } from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { SelectField } from '../../../platform/inputs';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { LOCATE_PAGE_SIZE, useAreas, useDeleteArea, useDeleteZone, useZonesOfArea } from '../api/locate';
import { confirmAndDelete } from '../components/delete-actions';
import { RegionTag } from '../components/RegionTag';
import { useCanManageAreas } from '../components/use-can-manage';
import { ZoneTable } from '../components/ZoneTable';
import { fill, useLocateTexts } from '../locales';
import { areaPath, locatePaths } from '../paths';

const isRegion = (value: string | null): value is Region =>
  (REGIONS as readonly string[]).includes(value ?? '');

/** The zones of one area, loaded when its row opens. */
function AreaZones({ area }: { area: Area }) {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const zones = useZonesOfArea(area.id);
  const deleteZone = useDeleteZone();
  const canManage = useCanManageAreas();
  return (
    <ZoneTable
      zones={zones.data?.results ?? []}
      loading={zones.isLoading}
      canDelete={canManage && area.editable}
      onDelete={(zone: Zone) =>
        void confirmAndDelete(
          'zone',
          zone,
          texts,
          (id) => deleteZone.mutateAsync(id),
          messageText('locate.zone_deleted'),
        )
      }
    />
  );
}

/**
 * /locate-manager: areas with their zones (rows expand), search ignoring diacritics, region filter,
 * paging; filter and page live in the address (`?search=&region=&page=`).
 */
export function AreaListPage() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const canManage = useCanManageAreas();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawRegion = params.get('region');
  const region = isRegion(rawRegion) ? rawRegion : undefined;
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1) || 0;
  const areas = useAreas({
    page,
    page_size: LOCATE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(region ? { region } : {}),
  });
  const deleteArea = useDeleteArea();
  useDocumentTitle(texts.list.title);
  useHeader({ headerTitle: texts.list.title });

  const go = (next: { search?: string; region?: Region | null; page?: number }) => {
    const p = new URLSearchParams(params);
    const s = next.search ?? search;
    const r = next.region === undefined ? region : next.region;
    if (s) p.set('search', s);
    else p.delete('search');
    if (r) p.set('region', r);
    else p.delete('region');
    p.set('page', String((next.page ?? page) + 1));
    setParams(p);
  };

  const remove = (area: Area) =>
    void confirmAndDelete(
      'area',
      area,
      texts,
      (id) => deleteArea.mutateAsync(id),
      messageText('locate.area_deleted'),
    );

  const actions = (area: Area) => (
    <Space wrap>
      <Button size="small" onClick={() => void navigate(localePath(areaPath(area.id)))}>
        {canManage && area.editable ? texts.list.edit : texts.list.view}
      </Button>
      {canManage && area.editable && (
        <Button size="small" danger onClick={() => remove(area)}>
          {texts.list.delete}
        </Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<Area> = [
    { key: 'code', title: texts.fields.code, dataIndex: 'code', width: 100 },
    {
      key: 'name',
      title: texts.fields.areaName,
      render: (_, a) => (
        <Space>
          <Link to={localePath(areaPath(a.id))}>{a.name}</Link>
          {!a.editable && <Tag>{texts.list.readOnly}</Tag>}
        </Space>
      ),
    },
    {
      key: 'region',
      title: texts.fields.region,
      render: (_, a) => <RegionTag region={a.region} />,
      width: 150,
    },
    { key: 'manager', title: texts.fields.manager, render: (_, a) => a.manager?.fullname ?? '' },
    { key: 'zones', title: texts.fields.zones, dataIndex: 'zone_count', width: 90 },
    { key: 'accounts', title: texts.fields.accounts, dataIndex: 'account_count', width: 110 },
    {
      key: 'status',
      title: texts.fields.status,
      width: 150,
      render: (_, a) =>
        a.is_active ? <Tag color="green">{texts.fields.active}</Tag> : <Tag>{texts.fields.inactive}</Tag>,
    },
    { key: 'actions', title: '', fixed: 'right', width: 150, render: (_, a) => actions(a) },
  ];

  const results = areas.data?.results ?? [];
  const pager = (
    <Pagination
      current={page + 1}
      pageSize={LOCATE_PAGE_SIZE}
      total={areas.data?.total ?? 0}
      showSizeChanger={false}
      showTotal={(total) => fill(texts.list.total, { total })}
      onChange={(next) => go({ page: next - 1 })}
      size={mobile ? 'small' : 'default'}
    />
  );

  return (
    <>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.list.title}
        </Typography.Title>
      )}
      <Card>
        <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
          <Flex wrap gap={8}>
            <Input.Search
              key={search}
              aria-label={texts.list.search}
              placeholder={texts.list.search}
              defaultValue={search}
              allowClear
              onSearch={(value) => go({ search: value.trim(), page: 0 })}
              style={{ width: mobile ? '100%' : 280 }}
            />
            <SelectField<Region>
              aria-label={texts.fields.region}
              placeholder={texts.list.allRegions}
              allowClear
              searchable={false}
              showSuccess={false}
              value={region ?? null}
              options={REGIONS.map((r) => ({ value: r, label: texts.regions[r] }))}
              onChange={(value) => go({ region: typeof value === 'string' ? value : null, page: 0 })}
            />
          </Flex>
          {canManage && (
            <Space wrap>
              <Button type="primary" onClick={() => void navigate(localePath(locatePaths.areaCreate))}>
                {texts.list.createArea}
              </Button>
              <Button onClick={() => void navigate(localePath(locatePaths.zoneCreate))}>
                {texts.list.createZone}
              </Button>
            </Space>
          )}
        </Flex>
        {mobile ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {results.length === 0 && !areas.isFetching && <Empty description={texts.list.empty} />}
            {results.map((area) => (
              <Card
                key={area.id}
                size="small"
                title={`${area.code} · ${area.name}`}
                extra={<RegionTag region={area.region} />}
              >
                <Space direction="vertical" style={{ width: '100%' }}>
                  <span>{`${texts.fields.zones}: ${area.zone_count} · ${texts.fields.accounts}: ${area.account_count}`}</span>
                  {area.manager && <span>{`${texts.fields.manager}: ${area.manager.fullname}`}</span>}
                  <Collapse
                    size="small"
                    items={[
                      { key: 'zones', label: texts.area.zonesOfArea, children: <AreaZones area={area} /> },
                    ]}
                  />
                  {actions(area)}
                </Space>
              </Card>
            ))}
            {pager}
          </Space>
        ) : (
          <>
            <Table<Area>
              rowKey="id"
              columns={columns}
              dataSource={results}
              loading={areas.isFetching}
              scroll={{ x: 1000 }}
              pagination={false}
              expandable={{ expandedRowRender: (area) => <AreaZones area={area} /> }}
              locale={{ emptyText: areas.isError ? areas.error.message : texts.list.empty }}
            />
            <Flex justify="end" style={{ marginTop: 16 }}>
              {pager}
            </Flex>
          </>
        )}
      </Card>
    </>
  );
}
