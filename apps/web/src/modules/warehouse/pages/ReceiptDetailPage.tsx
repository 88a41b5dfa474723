import { Card, Descriptions, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import {
  formatDate,
  formatDateTime,
  RECEIPT_KIND_LABELS,
  type Receipt,
  type ReceiptLine,
} from '@kenh/contract';
import { useIsMobile, useLocale, useLocalePath } from '../../../platform/layout';
import { ItemList, PageHeader, RecordGate } from '../../../platform/pages';
import { orderPath } from '../../order';
import { useReceipt } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { productStockPath, stockReportWarehousePath, warehousePaths } from '../paths';
import { useCountFormat } from '../components/use-count-format';

/**
 * A receipt's lines: product, lot and expiry, the quantity as entered and in base units. A stock
 * count's lines show the book quantity, what was counted and the variance instead.
 */
function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const { count, signed } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const isCount = receipt.kind === 'count';
  const product = (l: ReceiptLine) => (
    <Link to={localePath(productStockPath(l.variant_id))}>
      {l.variant_code} · {l.variant_name}
    </Link>
  );
  const titles = isCount
    ? [texts.receipt.systemQuantity, texts.receipt.counted, texts.receipt.variance]
    : [texts.receipt.quantity, texts.receipt.quantityBase];
  const figures = (l: ReceiptLine): string[] =>
    isCount
      ? [count(l.system_quantity ?? 0), count(l.quantity), signed(l.quantity_base)]
      : [`${count(l.quantity)} ${l.unit_name ?? ''}`.trim(), signed(l.quantity_base)];
  if (mobile)
    return (
      <ItemList<ReceiptLine>
        items={receipt.lines}
        rowKey={(l) => `${l.variant_id}:${l.consignment_id}`}
        emptyText={texts.lines.empty}
        renderItem={(l) => (
          <div>
            <div>{product(l)}</div>
            <Typography.Text type="secondary">
              {texts.stock.lot} {l.lot_code} · {texts.stock.expiresOn} {formatDate(l.expires_on)}
            </Typography.Text>
            <div>
              {figures(l)
                .map((value, index) => `${titles[index]}: ${value}`)
                .join(' · ')}
            </div>
          </div>
        )}
      />
    );
  return (
    <Table<ReceiptLine>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey={(l) => `${l.variant_id}:${l.consignment_id}`}
      dataSource={receipt.lines}
      columns={[
        { key: 'product', title: texts.stock.product, render: (_, l) => product(l) },
        { key: 'lot', title: texts.stock.lot, dataIndex: 'lot_code' },
        { key: 'expires', title: texts.stock.expiresOn, render: (_, l) => formatDate(l.expires_on) },
        ...titles.map((title, index) => ({
          key: `figure-${index}`,
          title,
          align: 'right' as const,
          render: (_: unknown, l: ReceiptLine) => figures(l)[index],
        })),
      ]}
    />
  );
}

/** /warehouse/receipt/{id} (designed): one receipt with its lines. */
export function ReceiptDetailPage() {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const id = Number(useParams().id ?? '');
  const query = useReceipt(Number.isInteger(id) && id > 0 ? id : undefined);
  const crumbs = [
    { label: texts.list.title, to: warehousePaths.list },
    { label: texts.receipt.listTitle, to: warehousePaths.receipts },
  ];
  return (
    <RecordGate
      query={query}
      title={texts.receipt.listTitle}
      breadcrumbs={crumbs}
      notFound={texts.receipt.notFound}
      backTo={warehousePaths.receipts}
    >
      {(receipt) => (
        <>
          <PageHeader
            title={`${RECEIPT_KIND_LABELS[receipt.kind][locale]} ${receipt.code}`}
            breadcrumbs={crumbs}
          />
          <Card>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              style={{ marginBottom: 16 }}
              items={[
                {
                  key: 'warehouse',
                  label: texts.receipt.warehouse,
                  children: (
                    <Link to={localePath(stockReportWarehousePath(receipt.warehouse_id))}>
                      {receipt.warehouse_name}
                    </Link>
                  ),
                },
                ...(receipt.to_warehouse_id !== null
                  ? [
                      {
                        key: 'to',
                        label: texts.receipt.toWarehouse,
                        children: (
                          <Link to={localePath(stockReportWarehousePath(receipt.to_warehouse_id))}>
                            {receipt.to_warehouse_name}
                          </Link>
                        ),
                      },
                    ]
                  : []),
                ...(receipt.order_id !== null
                  ? [
                      {
                        key: 'order',
                        label: texts.receipt.order,
                        children: (
                          <Link to={localePath(orderPath(receipt.order_id))}>{receipt.order_code}</Link>
                        ),
                      },
                    ]
                  : []),
                { key: 'by', label: texts.receipt.createdBy, children: receipt.created_by_name ?? '' },
                { key: 'at', label: texts.receipt.createdAt, children: formatDateTime(receipt.created_at) },
                ...(receipt.note ? [{ key: 'note', label: texts.receipt.note, children: receipt.note }] : []),
              ]}
            />
            <Typography.Title level={5}>{texts.receipt.lines}</Typography.Title>
            <ReceiptLines receipt={receipt} />
          </Card>
        </>
      )}
    </RecordGate>
  );
}
