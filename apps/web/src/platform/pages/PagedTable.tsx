import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import type { Page } from '@kenh/contract';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';

export interface PagedTableProps<T> {
  /** The query of the server's page (`results`, `total`). */
  result: { data?: Page<T> | undefined; isLoading: boolean };
  /** 0-based, as the contract pages. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  rowKey: TableProps<T>['rowKey'];
  columns: TableProps<T>['columns'];
  emptyText: ReactNode;
  /** Each row's actions, behind one compact menu in a last column (as in `ListPage`). */
  rowActions?: readonly RowAction<T>[];
}

/**
 * A server-paged list inside a record's page (a distributor's stores, a partner's orders, a room's
 * members): small rows, a pager without a size changer, sideways scrolling on a phone. Full lists
 * with filters in the address use `ListPage`.
 */
export function PagedTable<T extends object>({
  result,
  page,
  pageSize,
  onPage,
  rowKey,
  columns,
  emptyText,
  rowActions,
}: PagedTableProps<T>) {
  const menuColumn = rowActions && {
    key: 'row-actions',
    title: '',
    width: 48,
    align: 'right' as const,
    render: (_: unknown, row: T) => <RowActionsMenu row={row} actions={rowActions} />,
  };
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={result.isLoading}
      dataSource={result.data?.results ?? []}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page + 1,
        pageSize,
        total: result.data?.total ?? 0,
        showSizeChanger: false,
        onChange: (next) => onPage(next - 1),
      }}
      columns={menuColumn ? [...(columns ?? []), menuColumn] : columns}
    />
  );
}
