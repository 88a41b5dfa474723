import { Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Zone } from '@kenh/contract';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { ListCards, RowActionsMenu, type ListColumn, type RowAction } from '../../../platform/pages';
import { useLocateTexts } from '../locales';
import { zonePath } from '../paths';
import { StatusTag } from './StatusTag';
import { useDeleteRecord } from './use-delete-record';

/**
 * The zones (khu vực) of one area: a compact table (cards on phones) with a "…" menu per zone;
 * used by the list (expanded rows) and the area's page.
 */
export function ZoneTable({
  zones,
  loading,
  canManage,
}: {
  zones: readonly Zone[];
  loading?: boolean;
  canManage: boolean;
}) {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const remove = useDeleteRecord();
  const columns: ListColumn<Zone>[] = [
    { key: 'code', title: texts.fields.code, render: (z) => z.code, width: 110, noWrap: true },
    {
      key: 'name',
      title: texts.fields.zoneName,
      render: (z) => <Link to={localePath(zonePath(z.id))}>{z.name}</Link>,
      inCard: false,
    },
    { key: 'supervisor', title: texts.fields.supervisor, render: (z) => z.supervisor?.fullname ?? '' },
    { key: 'accounts', title: texts.fields.accounts, render: (z) => z.account_count, width: 120 },
    {
      key: 'status',
      title: texts.fields.status,
      render: (z) => <StatusTag active={z.is_active} />,
      width: 150,
    },
  ];
  const actions: RowAction<Zone>[] = [
    {
      key: 'open',
      label: canManage ? texts.list.edit : texts.list.view,
      onClick: (z) => void navigate(localePath(zonePath(z.id))),
    },
    ...(canManage
      ? [{ key: 'delete', label: texts.list.delete, danger: true, onClick: (z: Zone) => void remove.zone(z) }]
      : []),
  ];
  if (mobile) {
    return (
      <ListCards
        rows={zones}
        rowKey={(z) => z.id}
        cardTitle={(z) => <Link to={localePath(zonePath(z.id))}>{`${z.code} · ${z.name}`}</Link>}
        columns={columns}
        rowActions={actions}
      />
    );
  }
  const tableColumns: TableColumnsType<Zone> = [
    ...columns.map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      render: (_: unknown, z: Zone) => c.render(z),
    })),
    { key: 'actions', title: '', width: 56, render: (_, z) => <RowActionsMenu row={z} actions={actions} /> },
  ];
  return (
    <Table<Zone>
      rowKey="id"
      size="small"
      columns={tableColumns}
      dataSource={[...zones]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: texts.list.noZones }}
    />
  );
}
