import { Button, Card, Empty, Flex, Pagination, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type Staff } from '@kenh/contract';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { STAFF_PAGE_SIZE } from '../api/staff';
import { fill, useStaffTexts } from '../locales';

const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

export function StatusTag({ status }: { status: Staff['status'] }) {
  const texts = useStaffTexts();
  return <Tag color={status === 'active' ? 'green' : undefined}>{texts.statuses[status]}</Tag>;
}

/** Staff rows: a table on desktop, cards on phones (≤ 768 px), with the pager under them. */
export function StaffTable({
  rows,
  total,
  capped,
  page,
  loading,
  error,
  pathOf,
  actions,
  onPage,
}: {
  rows: Staff[];
  total: number;
  capped?: boolean | undefined;
  page: number;
  loading: boolean;
  error?: string | undefined;
  pathOf: (s: Staff) => string;
  actions?: (s: Staff) => ReactNode;
  onPage: (page: number) => void;
}) {
  const texts = useStaffTexts();
  const mobile = useIsMobile();
  const localePath = useLocalePath();
  const columns: TableColumnsType<Staff> = [
    { key: 'code', title: texts.fields.code, dataIndex: 'code', width: 100 },
    {
      key: 'fullname',
      title: texts.fields.fullname,
      render: (_, s) => <Link to={localePath(pathOf(s))}>{s.fullname}</Link>,
    },
    { key: 'position', title: texts.fields.position, render: (_, s) => s.position?.name ?? '' },
    { key: 'unit', title: texts.fields.orgUnit, render: (_, s) => s.org_unit?.name ?? '' },
    {
      key: 'area',
      title: texts.fields.areaZone,
      render: (_, s) => [s.area?.name, s.zone?.name].filter(Boolean).join(' / '),
    },
    // Phone numbers and dates never break in the middle.
    { key: 'phone', title: texts.fields.phone, dataIndex: 'phone', width: 130, onCell: noWrap },
    {
      key: 'join',
      title: texts.fields.joinDate,
      render: (_, s) => formatDate(s.join_date),
      width: 120,
      onCell: noWrap,
    },
    {
      key: 'status',
      title: texts.fields.status,
      render: (_, s) => <StatusTag status={s.status} />,
      width: 140,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: '',
            fixed: 'right' as const,
            width: 200,
            render: (_: unknown, s: Staff) => actions(s),
          },
        ]
      : []),
  ];
  const pager = (
    <Pagination
      current={page + 1}
      pageSize={STAFF_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      showTotal={(n) => fill(capped ? texts.list.totalCapped : texts.list.total, { total: n })}
      onChange={(next) => onPage(next - 1)}
      size={mobile ? 'small' : 'default'}
    />
  );
  if (mobile) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {rows.length === 0 && !loading && <Empty description={error ?? texts.list.empty} />}
        {rows.map((s) => (
          <Card
            key={s.id}
            size="small"
            title={<Link to={localePath(pathOf(s))}>{`${s.code} · ${s.fullname}`}</Link>}
            extra={<StatusTag status={s.status} />}
          >
            <Space direction="vertical" size={2}>
              {s.position && <span>{s.position.name}</span>}
              {(s.area || s.zone) && <span>{[s.area?.name, s.zone?.name].filter(Boolean).join(' / ')}</span>}
              {s.phone && <a href={`tel:${s.phone}`}>{s.phone}</a>}
              {actions?.(s)}
            </Space>
          </Card>
        ))}
        {pager}
      </Space>
    );
  }
  return (
    <>
      <Table<Staff>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: error ?? texts.list.empty }}
      />
      <Flex justify="end" style={{ marginTop: 16 }}>
        {pager}
      </Flex>
    </>
  );
}

export function ViewButton({ onClick }: { onClick: () => void }) {
  const texts = useStaffTexts();
  return (
    <Button size="small" onClick={onClick}>
      {texts.list.view}
    </Button>
  );
}
