import type { ReactNode } from 'react';
import { Card, Empty, Flex, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { useIsMobile } from '../../../platform/layout';
import { useOrgText } from '../texts';

export interface ResourceListProps<T extends { id: number }> {
  rows: readonly T[];
  total: number;
  loading: boolean;
  error?: string | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<T>;
  /** One card on phones (≤ 768 px). */
  card: (row: T) => ReactNode;
  onOpen: (row: T) => void;
}

/** A paged list: an antd table on desktop, cards on phones; pages start at 0. */
export function ResourceList<T extends { id: number }>(props: ResourceListProps<T>) {
  const { rows, total, loading, error, page, pageSize, onPage, columns, card, onOpen } = props;
  const t = useOrgText();
  const mobile = useIsMobile();
  const empty = error ?? t('common.empty');
  const pager = (
    <Pagination
      current={page + 1}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showTotal={(n) => t('common.total', { total: n })}
      onChange={(next) => onPage(next - 1)}
      size={mobile ? 'small' : 'default'}
    />
  );
  if (mobile) {
    return (
      <Spin spinning={loading}>
        <Flex vertical gap={12}>
          {rows.length === 0 && <Empty description={empty} />}
          {rows.map((row) => (
            <Card key={row.id} size="small" hoverable onClick={() => onOpen(row)}>
              {card(row)}
            </Card>
          ))}
          <Flex justify="center">{pager}</Flex>
        </Flex>
      </Spin>
    );
  }
  return (
    <Card>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 800 }}
        locale={{ emptyText: empty }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
        pagination={false}
      />
      <Flex justify="end" style={{ marginTop: 16 }}>
        {pager}
      </Flex>
    </Card>
  );
}
