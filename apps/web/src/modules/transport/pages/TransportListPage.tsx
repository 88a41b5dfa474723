import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { transportListQuery, transportStatuses, type Transport } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { ListPage, useUrlQuery, type ListColumn, type RowAction } from '../../../platform/pages';
import { hasPermission, useSessionAccess, useSessionUser } from '../../../platform/session';
import { useTransportList } from '../api/transport';
import { TransportStatusTag } from '../components/TransportFields';
import { useDeleteTransportRecord } from '../components/use-delete-transport';
import { useTransportTexts } from '../locales';
import { transportPath, transportPaths } from '../paths';

/** /transport: the records, with search, status filter and paging in the address. */
export function TransportListPage() {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = hasPermission(useSessionUser(), useSessionAccess(), 'transport.manage');
  const remove = useDeleteTransportRecord();
  const url = useUrlQuery(transportListQuery);
  const records = useTransportList(url.query);
  const { status } = url.query;

  const columns: ListColumn<Transport>[] = [
    {
      key: 'name',
      title: texts.fields.name,
      alwaysVisible: true,
      inCard: false,
      render: (r) => <Link to={localePath(transportPath(r.id))}>{r.name}</Link>,
    },
    { key: 'area', title: texts.fields.area, render: (r) => r.area_name },
    {
      key: 'status',
      title: texts.fields.status,
      render: (r) => <TransportStatusTag status={r.status} />,
      width: 150,
    },
  ];
  const rowActions: RowAction<Transport>[] = [
    { key: 'open', label: texts.list.open, onClick: (r) => void navigate(localePath(transportPath(r.id))) },
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
      listId="transport.list"
      title={texts.list.title}
      url={url}
      result={records}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => <Link to={localePath(transportPath(r.id))}>{r.name}</Link>}
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
              options={transportStatuses.map((s) => ({ value: s, label: texts.statuses[s] }))}
              onChange={(value) => url.set({ status: typeof value === 'string' ? value : null })}
            />
          ),
        },
      ]}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(transportPaths.create))}>
            {texts.list.create}
          </Button>
        )
      }
    />
  );
}
