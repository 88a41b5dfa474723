import { Button, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { areaListQuery, type Area } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import {
  activeFilter,
  ListPage,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { useAreas, useZonesOfArea } from '../api/locate';
import { regionFilter } from '../components/region-filter';
import { RegionTag } from '../components/RegionTag';
import { StatusTag } from '../components/StatusTag';
import { useCanManageAreas } from '../components/use-can-manage';
import { useDeleteRecord } from '../components/use-delete-record';
import { ZoneTable } from '../components/ZoneTable';
import { useLocateTexts } from '../locales';
import { areaPath, locatePaths } from '../paths';

/** The zones of one area, loaded when its row opens. */
function AreaZones({ area }: { area: Area }) {
  const zones = useZonesOfArea(area.id);
  const canManage = useCanManageAreas();
  return (
    <ZoneTable
      zones={zones.data?.results ?? []}
      loading={zones.isLoading}
      canManage={canManage && area.editable}
    />
  );
}

/**
 * /locate-manager: areas (vùng) with their zones (khu vực) in expanding rows; search ignoring
 * diacritics, region and status filters, paging — all in the address.
 */
export function AreaListPage() {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = useCanManageAreas();
  const remove = useDeleteRecord();
  const url = useUrlQuery(areaListQuery);
  const areas = useAreas(url.query);

  const columns: ListColumn<Area>[] = [
    { key: 'code', title: texts.fields.code, render: (a) => a.code, width: 100, noWrap: true },
    {
      key: 'name',
      title: texts.fields.areaName,
      alwaysVisible: true,
      inCard: false,
      render: (a) => (
        <Space>
          <Link to={localePath(areaPath(a.id))}>{a.name}</Link>
          {!a.editable && <Tag>{texts.list.readOnly}</Tag>}
        </Space>
      ),
    },
    { key: 'region', title: texts.fields.region, render: (a) => <RegionTag region={a.region} />, width: 150 },
    { key: 'manager', title: texts.fields.manager, render: (a) => a.manager?.fullname ?? '' },
    { key: 'zones', title: texts.fields.zones, render: (a) => a.zone_count, width: 110 },
    { key: 'accounts', title: texts.fields.accounts, render: (a) => a.account_count, width: 120 },
    {
      key: 'status',
      title: texts.fields.status,
      render: (a) => <StatusTag active={a.is_active} />,
      width: 150,
    },
  ];
  const rowActions: RowAction<Area>[] = [
    {
      key: 'open',
      label: canManage ? texts.list.edit : texts.list.view,
      onClick: (a) => void navigate(localePath(areaPath(a.id))),
    },
    {
      key: 'delete',
      label: texts.list.delete,
      danger: true,
      visible: (a) => canManage && a.editable,
      onClick: (a) => void remove.area(a),
    },
  ];

  return (
    <ListPage
      listId="locate.areas"
      title={texts.list.title}
      url={url}
      result={areas}
      columns={columns}
      rowKey={(a) => a.id}
      cardTitle={(a) => <Link to={localePath(areaPath(a.id))}>{`${a.code} · ${a.name}`}</Link>}
      searchPlaceholder={texts.list.search}
      rowActions={rowActions}
      expandedRow={(a) => <AreaZones area={a} />}
      emptyText={texts.list.empty}
      filters={[
        regionFilter(texts, url),
        activeFilter(url, {
          status: texts.fields.status,
          allStatuses: texts.list.allStatuses,
          active: texts.fields.active,
          inactive: texts.fields.inactive,
        }),
      ]}
      actions={
        canManage && (
          <>
            <Button type="primary" onClick={() => void navigate(localePath(locatePaths.areaCreate))}>
              {texts.list.createArea}
            </Button>
            <Button onClick={() => void navigate(localePath(locatePaths.zoneCreate))}>
              {texts.list.createZone}
            </Button>
          </>
        )
      }
    />
  );
}
