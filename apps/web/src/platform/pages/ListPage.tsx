import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Pagination, Skeleton, Table, type TableColumnsType } from 'antd';
import type { Page } from '@kenh/contract';
import { toastClearance } from '../feedback/toast-clearance';
import { useIsMobile } from '../layout';
import { useColumnVisibility } from './column-visibility';
import { ColumnsMenu } from './ColumnsMenu';
import { ExportButton, type ListExport } from './ExportButton';
import { ListCards } from './ListCards';
import { sortOrderOf, sortValue, type ListColumn } from './list-columns';
import { ListFilters, type ListFilter } from './ListFilters';
import { fill } from './namespace-texts';
import { PageHeader, type Crumb } from './PageHeader';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';
import { SearchBox } from './SearchBox';
import { usePagesTexts } from './texts';
import type { UrlQuery } from './url-query';

/** What every list endpoint's query has: server paging, and optionally search and sort. */
export interface ListQueryBase {
  page: number;
  page_size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}

export interface BulkAction<T> {
  key: string;
  label: string;
  run: (rows: T[]) => unknown;
  danger?: boolean;
}

export interface ListPageProps<T, Q extends ListQueryBase> {
  /** Names the list for remembered column choices (`staff.records`). */
  listId: string;
  title: string;
  breadcrumbs?: readonly Crumb[];
  /** The address-backed query (`useUrlQuery(api.x.query)`). */
  url: UrlQuery<Q>;
  /** The list call's state (a TanStack query over the endpoint with `url.query`). */
  result: { data: Page<T> | undefined; isLoading: boolean; isFetching: boolean; error: Error | null };
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => Key;
  /** The first line of a phone card (code and name, linked). */
  cardTitle: (row: T) => ReactNode;
  /** Shown when the endpoint has `search`. */
  searchPlaceholder?: string;
  filters?: readonly ListFilter[];
  /**
   * The facts of the record the list belongs to (a zone's code, supervisor and account count),
   * shown between the title and the table.
   */
  summary?: ReactNode;
  /** Page actions beside the title ("Thêm …"). */
  actions?: ReactNode;
  rowActions?: readonly RowAction<T>[];
  bulkActions?: readonly BulkAction<T>[];
  /** Excel export of the current filter, where the module has an export endpoint. */
  exporter?: ListExport;
  emptyText?: string;
  /** A row's details opened under it (table only). */
  expandedRow?: (row: T) => ReactNode;
}

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The kit's list page: filters, sort and paging in the address; a table with a sticky header,
 * server sort and paging, remembered column choices, row selection with bulk actions and a "…"
 * menu per row; search as you type; Excel export; an optional summary of the record the list
 * belongs to; skeleton and empty state. Below 768 px rows become cards and the filters fold into
 * one panel.
 */
export function ListPage<T, Q extends ListQueryBase>(props: ListPageProps<T, Q>) {
  const { listId, title, url, result, columns, rowKey, rowActions, bulkActions } = props;
  const texts = usePagesTexts();
  const mobile = useIsMobile();
  const visibility = useColumnVisibility(listId);
  const [selected, setSelected] = useState<readonly Key[]>([]);
  const queryKey = JSON.stringify(url.query);
  // A new filter or page shows other rows: what was selected is no longer on screen.
  useEffect(() => setSelected([]), [queryKey]);

  const rows = result.data?.results ?? [];
  const shown = columns.filter((c) => c.alwaysVisible || visibility.isVisible(c.key));
  const selectedRows = rows.filter((r) => selected.includes(rowKey(r)));
  // Only rows still on screen count: a bulk action that moved rows off the list (approved orders
  // leave "waiting for me") leaves nothing selected behind.
  const selectedKeys = selectedRows.map(rowKey);
  const searchable = props.searchPlaceholder !== undefined;

  const tableColumns: TableColumnsType<T> = [
    ...shown.map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      render: (_: unknown, row: T) => c.render(row),
      ...(c.noWrap ? { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) } : {}),
      ...(c.sortField
        ? {
            sorter: true,
            sortOrder: sortOrderOf(url.query.sort, c.sortField),
            sortDirections: ['ascend' as const, 'descend' as const],
          }
        : {}),
    })),
    ...(rowActions
      ? [
          {
            key: 'row-actions',
            title: '',
            width: 56,
            fixed: 'right' as const,
            render: (_: unknown, row: T) => <RowActionsMenu row={row} actions={rowActions} />,
          },
        ]
      : []),
  ];

  const pager = (
    <Pagination
      current={url.query.page + 1}
      pageSize={url.query.page_size}
      total={result.data?.total ?? 0}
      showSizeChanger={!mobile}
      pageSizeOptions={PAGE_SIZES}
      showTotal={(total) =>
        fill(result.data?.total_capped ? texts.list.totalCapped : texts.list.total, { total })
      }
      size={mobile ? 'small' : 'middle'}
      onChange={(page, size) =>
        url.set(size !== url.query.page_size ? { page: 0, page_size: size } : { page: page - 1 })
      }
    />
  );
  const empty = <Empty description={result.error?.message ?? props.emptyText ?? texts.list.empty} />;

  const body = () => {
    if (result.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (mobile) {
      return rows.length === 0 ? (
        empty
      ) : (
        <ListCards
          rows={rows}
          rowKey={rowKey}
          cardTitle={props.cardTitle}
          columns={shown}
          {...(rowActions ? { rowActions } : {})}
          {...(bulkActions
            ? {
                selected: selectedKeys,
                onSelect: (key: Key, checked: boolean) =>
                  setSelected((s) => (checked ? [...s, key] : s.filter((k) => k !== key))),
              }
            : {})}
        />
      );
    }
    return (
      <Table<T>
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={result.isFetching}
        pagination={false}
        sticky
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = columns.find((c) => c.key === one?.columnKey)?.sortField;
          url.set({ sort: field ? sortValue(field, one?.order) : null });
        }}
        {...(bulkActions
          ? { rowSelection: { selectedRowKeys: selectedKeys, onChange: (keys: Key[]) => setSelected(keys) } }
          : {})}
        {...(props.expandedRow ? { expandable: { expandedRowRender: props.expandedRow } } : {})}
      />
    );
  };

  const search = (
    <SearchBox
      value={url.query.search ?? ''}
      placeholder={props.searchPlaceholder ?? texts.list.search}
      width={mobile ? '100%' : 280}
      onSearch={(value) => url.set({ search: value })}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        {...(props.breadcrumbs ? { breadcrumbs: props.breadcrumbs } : {})}
        actions={props.actions}
      />
      {props.summary && (
        <Card size="small" style={{ marginBottom: 16 }}>
          {props.summary}
        </Card>
      )}
      <Card>
        <Flex vertical gap={12}>
          {searchable && mobile && search}
          <Flex wrap gap={8} justify="space-between" align="center">
            <Flex wrap gap={8} align="center" style={{ flex: 1 }}>
              {searchable && !mobile && search}
              <ListFilters filters={props.filters ?? []} folded={mobile} onClear={url.reset} />
            </Flex>
            <Flex gap={8} align="center" {...toastClearance}>
              {props.exporter && <ExportButton {...props.exporter} />}
              {!mobile && (
                <ColumnsMenu
                  columns={columns.filter((c) => !c.alwaysVisible)}
                  isVisible={visibility.isVisible}
                  onToggle={visibility.toggle}
                />
              )}
            </Flex>
          </Flex>
          {bulkActions && selectedKeys.length > 0 && (
            <Flex
              wrap
              gap={8}
              align="center"
              role="toolbar"
              aria-label={fill(texts.list.selected, { n: selectedKeys.length })}
              {...toastClearance}
            >
              <span>{fill(texts.list.selected, { n: selectedKeys.length })}</span>
              {bulkActions.map((a) => (
                <Button key={a.key} danger={a.danger} onClick={() => void a.run(selectedRows)}>
                  {a.label}
                </Button>
              ))}
              <Button type="link" onClick={() => setSelected([])}>
                {texts.list.clearSelection}
              </Button>
            </Flex>
          )}
          {body()}
          {rows.length > 0 && <Flex justify="end">{pager}</Flex>}
        </Flex>
      </Card>
    </>
  );
}
