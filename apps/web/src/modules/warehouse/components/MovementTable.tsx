import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, RECEIPT_KIND_LABELS, type StockMovement } from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { PagedTable } from '../../../platform/pages';
import { useStockMovements } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { receiptPath } from '../paths';
import { useCountFormat } from './use-count-format';

const PAGE_SIZE = 20;

/** The movements of a warehouse, a variant or one lot, newest first, each opening its receipt. */
export function MovementTable({
  warehouseId,
  variantId,
  consignmentId,
}: {
  warehouseId?: number;
  variantId?: number;
  consignmentId?: number;
}) {
  const { signed } = useCountFormat();
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const movements = useStockMovements({
    page,
    page_size: PAGE_SIZE,
    ...(warehouseId ? { warehouse_id: warehouseId } : {}),
    ...(variantId ? { variant_id: variantId } : {}),
    ...(consignmentId ? { consignment_id: consignmentId } : {}),
  });
  return (
    <PagedTable<StockMovement>
      result={movements}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      rowKey="id"
      emptyText={texts.movement.empty}
      columns={[
        { key: 'at', title: texts.movement.at, render: (_, m) => formatDateTime(m.created_at) },
        {
          key: 'receipt',
          title: texts.movement.receipt,
          render: (_, m) => <Link to={localePath(receiptPath(m.receipt_id))}>{m.receipt_code}</Link>,
        },
        { key: 'kind', title: texts.movement.kind, render: (_, m) => RECEIPT_KIND_LABELS[m.kind][locale] },
        ...(warehouseId
          ? []
          : [{ key: 'warehouse', title: texts.stock.warehouse, dataIndex: 'warehouse_name' }]),
        ...(variantId
          ? []
          : [
              {
                key: 'product',
                title: texts.stock.product,
                render: (_: unknown, m: StockMovement) => `${m.variant_code} · ${m.product_name}`,
              },
            ]),
        { key: 'lot', title: texts.stock.lot, dataIndex: 'lot_code' },
        {
          key: 'quantity',
          title: texts.movement.quantity,
          align: 'right',
          render: (_, m) => signed(m.quantity),
        },
        { key: 'by', title: texts.movement.by, render: (_, m) => m.created_by_name ?? '' },
      ]}
    />
  );
}
