import { useState } from 'react';
import { Card, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { formatVnd, stockQuantityQuery, type StockRow } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { ListPage, PagedTable, PageHeader, useUrlQuery, type ListColumn } from '../../../platform/pages';
import { useStockQuantity } from '../api/stock';
import { ExpiryFlags } from '../components/ExpiryFlags';
import { MovementTable } from '../components/MovementTable';
import { StockLotTable } from '../components/StockLotTable';
import { useWarehouseFilter } from '../components/use-warehouse-filter';
import { useWarehouseTexts } from '../locales';
import { productStockPath, stockReportWarehousePath, warehousePaths } from '../paths';
import { useCountFormat } from '../components/use-count-format';

/** /warehouse/product: every variant's stock across the warehouses (or one), searched. */
function VariantStockList() {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const url = useUrlQuery(stockQuantityQuery);
  const stock = useStockQuantity({ ...url.query, group_by: 'variant' });
  const warehouseFilter = useWarehouseFilter(url);
  const productLink = (r: StockRow) =>
    r.variant_id === null ? (
      r.product_name
    ) : (
      <Link to={localePath(productStockPath(r.variant_id))}>
        {r.variant_code} · {r.variant_name}
      </Link>
    );
  const columns: ListColumn<StockRow>[] = [
    { key: 'product', title: texts.stock.product, alwaysVisible: true, inCard: false, render: productLink },
    { key: 'quantity', title: texts.stock.quantity, noWrap: true, render: (r) => count(r.quantity) },
    { key: 'reserved', title: texts.stock.reserved, noWrap: true, render: (r) => count(r.reserved) },
    { key: 'value', title: texts.stock.value, noWrap: true, render: (r) => formatVnd(r.value) },
    {
      key: 'flags',
      title: texts.fields.nearExpiry,
      render: (r) => <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />,
    },
  ];
  return (
    <ListPage
      listId="warehouse.variant-stock"
      title={texts.stock.byVariantTitle}
      breadcrumbs={[{ label: texts.list.title, to: warehousePaths.list }]}
      url={url}
      result={stock}
      columns={columns}
      rowKey={(r) => r.variant_id ?? 0}
      cardTitle={productLink}
      searchPlaceholder={texts.stock.search}
      filters={[warehouseFilter]}
      emptyText={texts.stock.empty}
    />
  );
}

/** /warehouse/product/{id}: one variant's stock by warehouse and by lot, and its movements. */
function OneVariantStock({ variantId }: { variantId: number }) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const byWarehouse = useStockQuantity({ group_by: 'warehouse', variant_id: variantId, page, page_size: 20 });
  // Rows grouped by warehouse carry no product: its one row grouped by variant names it.
  const variant = useStockQuantity({ group_by: 'variant', variant_id: variantId, page: 0, page_size: 1 }).data
    ?.results[0];
  const title = variant ? `${variant.variant_code} · ${variant.variant_name}` : `#${variantId}`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: texts.list.title, to: warehousePaths.list },
          { label: texts.stock.byVariantTitle, to: warehousePaths.products },
        ]}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={texts.stock.byWarehouse} size="small">
          <PagedTable<StockRow>
            result={byWarehouse}
            page={page}
            pageSize={20}
            onPage={setPage}
            rowKey={(r) => r.warehouse_id ?? 0}
            emptyText={texts.stock.variantNotFound}
            columns={[
              {
                key: 'warehouse',
                title: texts.stock.warehouse,
                render: (_, r) =>
                  r.warehouse_id === null ? null : (
                    <Link to={localePath(stockReportWarehousePath(r.warehouse_id))}>{r.warehouse_name}</Link>
                  ),
              },
              {
                key: 'quantity',
                title: texts.stock.quantity,
                align: 'right',
                render: (_, r) => count(r.quantity),
              },
              {
                key: 'reserved',
                title: texts.stock.reserved,
                align: 'right',
                render: (_, r) => count(r.reserved),
              },
              {
                key: 'value',
                title: texts.stock.value,
                align: 'right',
                render: (_, r) => formatVnd(r.value),
              },
              {
                key: 'flags',
                title: texts.fields.nearExpiry,
                render: (_, r) => <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />,
              },
            ]}
          />
        </Card>
        <Card title={texts.stock.byLot} size="small">
          <StockLotTable variantId={variantId} />
        </Card>
        <Card title={texts.stock.movements} size="small">
          <MovementTable variantId={variantId} />
        </Card>
      </Space>
    </>
  );
}

/** /warehouse/product/{id?} (spec §2.5): without an id the variants' stock, with one that variant's. */
export function ProductStockPage() {
  const id = Number(useParams().id ?? '');
  return Number.isInteger(id) && id > 0 ? <OneVariantStock variantId={id} /> : <VariantStockList />;
}
