import { Button, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  formatVnd,
  WAREHOUSE_KINDS,
  WAREHOUSE_KIND_LABELS,
  warehouseListQuery,
  warehouseStatuses,
  WAREHOUSE_STATUS_LABELS,
  type Warehouse,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { SelectField } from '../../../platform/inputs';
import { useLocale, useLocalePath } from '../../../platform/layout';
import {
  fill,
  ListPage,
  useUrlQuery,
  type BulkAction,
  type ListColumn,
  type ListFilter,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { NearExpirySettings } from '../components/NearExpirySettings';
import { useAreaOptions } from '../api/areas';
import { useWarehouseList } from '../api/warehouses';
import { useWarehouseStatus } from '../components/use-warehouse-status';
import { WarehouseStatusTag } from '../components/WarehouseStatusTag';
import { useWarehouseTexts } from '../locales';
import { warehousePath, warehousePaths } from '../paths';

/**
 * /warehouse: the warehouses with their stock value (VND) and lot warnings, filters in the address,
 * stop/reopen one or many (`warehouse.manage`).
 */
export function WarehouseListPage() {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('warehouse.manage');
  const url = useUrlQuery(warehouseListQuery);
  const warehouses = useWarehouseList(url.query);
  const areas = useAreaOptions();
  const status = useWarehouseStatus();
  const { kind, area_id, status: statusFilter } = url.query;
  const nameLink = (w: Warehouse) => <Link to={localePath(warehousePath(w))}>{w.name}</Link>;
  const report = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

  const columns: ListColumn<Warehouse>[] = [
    {
      key: 'code',
      title: texts.fields.code,
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: (w) => w.code,
    },
    { key: 'name', title: texts.fields.name, alwaysVisible: true, inCard: false, render: nameLink },
    { key: 'kind', title: texts.fields.kind, render: (w) => WAREHOUSE_KIND_LABELS[w.kind][locale] },
    {
      key: 'value',
      title: texts.fields.stockValue,
      noWrap: true,
      render: (w) => formatVnd(w.stock_value),
    },
    {
      key: 'lots',
      title: texts.fields.nearExpiry,
      render: (w) => (
        <Space size={4} wrap>
          {w.near_expiry_lots > 0 && (
            <Tag color="orange">{fill(texts.list.nearExpiryTag, { n: w.near_expiry_lots })}</Tag>
          )}
          {w.expired_lots > 0 && <Tag color="red">{fill(texts.list.expiredTag, { n: w.expired_lots })}</Tag>}
        </Space>
      ),
    },
    { key: 'status', title: texts.fields.status, render: (w) => <WarehouseStatusTag status={w.status} /> },
    { key: 'owner', title: texts.fields.owner, render: (w) => w.owner_name ?? '' },
    { key: 'area', title: texts.fields.area, render: (w) => w.area_name },
  ];

  const rowActions: RowAction<Warehouse>[] = [
    { key: 'open', label: texts.list.open, onClick: (w) => void navigate(localePath(warehousePath(w))) },
    {
      key: 'deactivate',
      label: texts.actions.deactivate,
      danger: true,
      visible: (w) => canManage && w.status === 'active',
      onClick: (w) => void status.changeOne(w, 'deactivate').catch(report),
    },
    {
      key: 'activate',
      label: texts.actions.activate,
      visible: (w) => canManage && w.status === 'inactive',
      onClick: (w) => void status.changeOne(w, 'activate').catch(report),
    },
  ];
  const bulkActions: BulkAction<Warehouse>[] | undefined = canManage
    ? [
        {
          key: 'stop',
          label: texts.list.bulkStop,
          danger: true,
          run: (rows) => status.changeMany(rows, false).catch(report),
        },
        {
          key: 'reopen',
          label: texts.list.bulkReopen,
          run: (rows) => status.changeMany(rows, true).catch(report),
        },
      ]
    : undefined;

  const select = (
    key: string,
    label: string,
    all: string,
    value: string | number | undefined,
    options: { value: string | number; label: string }[],
  ): ListFilter => ({
    key,
    label,
    active: value !== undefined,
    control: (
      <SelectField<string | number>
        aria-label={label}
        placeholder={all}
        allowClear
        searchable={options.length > 8}
        showSuccess={false}
        value={value ?? null}
        style={{ width: '100%', minWidth: 170 }}
        options={options}
        onChange={(next) =>
          url.set({ [key]: typeof next === 'string' || typeof next === 'number' ? next : null })
        }
      />
    ),
  });

  return (
    <ListPage
      listId="warehouse.list"
      title={texts.list.title}
      url={url}
      result={warehouses}
      columns={columns}
      rowKey={(w) => w.id}
      cardTitle={(w) => (
        <>
          {w.code} · {nameLink(w)}
        </>
      )}
      searchPlaceholder={texts.list.search}
      rowActions={rowActions}
      bulkActions={bulkActions}
      emptyText={texts.list.empty}
      filters={[
        select(
          'kind',
          texts.fields.kind,
          texts.list.allKinds,
          kind,
          WAREHOUSE_KINDS.map((k) => ({ value: k, label: WAREHOUSE_KIND_LABELS[k][locale] })),
        ),
        select('area_id', texts.fields.area, texts.list.allAreas, area_id, areas),
        select(
          'status',
          texts.fields.status,
          texts.list.allStatuses,
          statusFilter,
          warehouseStatuses.map((s) => ({ value: s, label: WAREHOUSE_STATUS_LABELS[s][locale] })),
        ),
      ]}
      actions={
        <Space wrap>
          <NearExpirySettings />
          {canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(warehousePaths.create))}>
              {texts.list.create}
            </Button>
          )}
        </Space>
      }
    />
  );
}
