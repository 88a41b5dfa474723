import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { warehouseListQuery, warehouseStatuses, type Warehouse } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { ListPage, useUrlQuery, type ListColumn, type RowAction } from '../../../platform/pages';
import { hasPermission, useSessionAccess, useSessionUser } from '../../../platform/session';
import { useWarehouseList } from '../api/warehouse';
import { WarehouseStatusTag } from '../components/WarehouseFields';
import { useDeleteWarehouseRecord } from '../components/use-delete-warehouse';
import { useWarehouseTexts } from '../locales';
import { warehousePath, warehousePaths } from '../paths';

/** /warehouse: the records, with search, status filter and paging in the address. */
export function WarehouseListPage() {
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = hasPermission(useSessionUser(), useSessionAccess(), 'warehouse.manage');
  const remove = useDeleteWarehouseRecord();
  const url = useUrlQuery(warehouseListQuery);
  const records = useWarehouseList(url.query);
  const { status } = url.query;

  const columns: ListColumn<Warehouse>[] = [
    {
      key: 'name',
      title: texts.fields.name,
      alwaysVisible: true,
      inCard: false,
      render: (r) => <Link to={localePath(warehousePath(r.id))}>{r.name}</Link>,
    },
    { key: 'area', title: texts.fields.area, render: (r) => r.area_name },
    {
      key: 'status',
      title: texts.fields.status,
      render: (r) => <WarehouseStatusTag status={r.status} />,
      width: 150,
    },
  ];
  const rowActions: RowAction<Warehouse>[] = [
    { key: 'open', label: texts.list.open, onClick: (r) => void navigate(localePath(warehousePath(r.id))) },
    {
      key: 'delete',
      label: texts.list.delete,
      danger: true,
      visible: () => canManage,
      onClick: (r) => void remove(r),
    },
  ];

  return (
    <ListPage
      listId="warehouse.list"
      title={texts.list.title}
      url={url}
      result={records}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => <Link to={localePath(warehousePath(r.id))}>{r.name}</Link>}
      searchPlaceholder={texts.list.search}
      rowActions={rowActions}
      emptyText={texts.list.empty}
      filters={[
        {
          key: 'status',
          label: texts.fields.status,
          active: status !== undefined,
          control: (
            <SelectField<string>
              aria-label={texts.fields.status}
              placeholder={texts.list.allStatuses}
              allowClear
              searchable={false}
              showSuccess={false}
              value={status ?? null}
              style={{ width: '100%', minWidth: 180 }}
              options={warehouseStatuses.map((s) => ({ value: s, label: texts.statuses[s] }))}
              onChange={(value) => url.set({ status: typeof value === 'string' ? value : null })}
            />
          ),
        },
      ]}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(warehousePaths.create))}>
            {texts.list.create}
          </Button>
        )
      }
    />
  );
}
