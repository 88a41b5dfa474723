import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  formatDateTime,
  RECEIPT_KIND_LABELS,
  RECEIPT_KINDS,
  receiptListQuery,
  type ReceiptRow,
} from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { dateFilter, ListPage, useUrlQuery, type ListColumn, type ListFilter } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { orderPath } from '../../order';
import { useReceiptList } from '../api/stock';
import { useWarehouseFilter } from '../components/use-warehouse-filter';
import { useWarehouseTexts } from '../locales';
import { receiptFormPath, receiptPath, warehousePaths } from '../paths';

/** /warehouse/receipt (designed): the receipts, by kind, warehouse and date range. */
export function ReceiptListPage() {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canPost = usePermission('warehouse.receipt');
  const url = useUrlQuery(receiptListQuery);
  const receipts = useReceiptList(url.query);
  const warehouseFilter = useWarehouseFilter(url);
  const { kind, date_from, date_to } = url.query;
  const codeLink = (r: ReceiptRow) => <Link to={localePath(receiptPath(r.id))}>{r.code}</Link>;

  const columns: ListColumn<ReceiptRow>[] = [
    {
      key: 'code',
      title: texts.receipt.code,
      alwaysVisible: true,
      inCard: false,
      noWrap: true,
      render: codeLink,
    },
    { key: 'kind', title: texts.receipt.kind, render: (r) => RECEIPT_KIND_LABELS[r.kind][locale] },
    {
      key: 'warehouse',
      title: texts.receipt.warehouse,
      render: (r) =>
        r.to_warehouse_name ? `${r.warehouse_name} → ${r.to_warehouse_name}` : r.warehouse_name,
    },
    {
      key: 'order',
      title: texts.receipt.order,
      render: (r) =>
        r.order_id !== null && <Link to={localePath(orderPath(r.order_id))}>{r.order_code}</Link>,
    },
    { key: 'lines', title: texts.receipt.lineCount, render: (r) => r.line_count },
    { key: 'by', title: texts.receipt.createdBy, render: (r) => r.created_by_name ?? '' },
    { key: 'at', title: texts.receipt.createdAt, noWrap: true, render: (r) => formatDateTime(r.created_at) },
  ];
  const filters: ListFilter[] = [
    {
      key: 'kind',
      label: texts.receipt.kind,
      active: kind !== undefined,
      control: (
        <SelectField<string>
          aria-label={texts.receipt.kind}
          placeholder={texts.receipt.allKinds}
          allowClear
          searchable={false}
          showSuccess={false}
          value={kind ?? null}
          style={{ width: '100%', minWidth: 180 }}
          options={RECEIPT_KINDS.map((k) => ({ value: k, label: RECEIPT_KIND_LABELS[k][locale] }))}
          onChange={(value) => url.set({ kind: typeof value === 'string' ? value : null })}
        />
      ),
    },
    warehouseFilter,
    dateFilter({ url, field: 'date_from', value: date_from, label: texts.receipt.from, max: date_to }),
    dateFilter({ url, field: 'date_to', value: date_to, label: texts.receipt.to, min: date_from }),
  ];
  const forms = [
    ['import', texts.receipt.newImport],
    ['export', texts.receipt.newExport],
    ['transfer', texts.receipt.newTransfer],
    ['count', texts.receipt.newCount],
  ] as const;
  return (
    <ListPage
      listId="warehouse.receipts"
      title={texts.receipt.listTitle}
      breadcrumbs={[{ label: texts.list.title, to: warehousePaths.list }]}
      url={url}
      result={receipts}
      columns={columns}
      rowKey={(r) => r.id}
      cardTitle={(r) => (
        <>
          {codeLink(r)} · {RECEIPT_KIND_LABELS[r.kind][locale]}
        </>
      )}
      searchPlaceholder={texts.receipt.search}
      filters={filters}
      rowActions={[
        {
          key: 'open',
          label: texts.receipt.open,
          onClick: (r) => void navigate(localePath(receiptPath(r.id))),
        },
      ]}
      emptyText={texts.receipt.empty}
      actions={
        canPost && (
          <Space wrap>
            {forms.map(([form, label]) => (
              <Button
                key={form}
                type={form === 'import' ? 'primary' : 'default'}
                onClick={() => void navigate(localePath(receiptFormPath(form)))}
              >
                {label}
              </Button>
            ))}
          </Space>
        )
      }
    />
  );
}
