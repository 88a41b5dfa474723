import { useState } from 'react';
import { Space } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatVnd, type StockRow } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { PagedTable } from '../../../platform/pages';
import { useStockQuantity } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { productStockPath, stockReportLotPath } from '../paths';
import { ExpiryFlags } from './ExpiryFlags';
import { useCountFormat } from './use-count-format';

const PAGE_SIZE = 20;

/**
 * Today's stock lot by lot — of one warehouse (its page) or of one variant across warehouses (the
 * product's stock page) — with the lots' expiry warnings; a lot opens its movements.
 */
export function StockLotTable({ warehouseId, variantId }: { warehouseId?: number; variantId?: number }) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const stock = useStockQuantity({
    group_by: 'lot',
    page,
    page_size: PAGE_SIZE,
    ...(warehouseId ? { warehouse_id: warehouseId } : {}),
    ...(variantId ? { variant_id: variantId } : {}),
  });
  const lotLink = (row: StockRow) =>
    row.warehouse_id !== null && row.consignment_id !== null ? (
      <Link to={localePath(stockReportLotPath(row.warehouse_id, row.consignment_id))}>{row.lot_code}</Link>
    ) : (
      row.lot_code
    );
  return (
    <PagedTable<StockRow>
      result={stock}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      rowKey={(r) => `${r.warehouse_id}:${r.consignment_id}`}
      emptyText={texts.stock.empty}
      columns={[
        ...(warehouseId
          ? [
              {
                key: 'product',
                title: texts.stock.product,
                render: (_: unknown, r: StockRow) =>
                  r.variant_id !== null ? (
                    <Link to={localePath(productStockPath(r.variant_id))}>
                      {r.variant_code} · {r.variant_name}
                    </Link>
                  ) : null,
              },
            ]
          : [{ key: 'warehouse', title: texts.stock.warehouse, dataIndex: 'warehouse_name' }]),
        { key: 'lot', title: texts.stock.lot, render: (_: unknown, r: StockRow) => lotLink(r) },
        {
          key: 'expires',
          title: texts.stock.expiresOn,
          render: (_: unknown, r: StockRow) => (
            <Space size={4} wrap>
              {formatDate(r.expires_on)}
              <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />
            </Space>
          ),
        },
        {
          key: 'quantity',
          title: texts.stock.quantity,
          align: 'right' as const,
          render: (_: unknown, r: StockRow) => count(r.quantity),
        },
        {
          key: 'reserved',
          title: texts.stock.reserved,
          align: 'right' as const,
          render: (_: unknown, r: StockRow) => count(r.reserved),
        },
        {
          key: 'value',
          title: texts.stock.value,
          align: 'right' as const,
          render: (_: unknown, r: StockRow) => formatVnd(r.value),
        },
      ]}
    />
  );
}
