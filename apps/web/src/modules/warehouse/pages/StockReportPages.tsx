import { useState } from 'react';
import { Card, Descriptions, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { formatDate, formatVnd, stockQuantityQuery, type StockRow } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import {
  fill,
  ListPage,
  PagedTable,
  PageHeader,
  useUrlQuery,
  type Crumb,
  type ListColumn,
} from '../../../platform/pages';
import { useStockQuantity } from '../api/stock';
import { useWarehouse } from '../api/warehouses';
import { ExpiryFlags } from '../components/ExpiryFlags';
import { MovementTable } from '../components/MovementTable';
import { stockExport } from '../components/stock-export';
import { useAsOfFilter } from '../components/use-as-of-filter';
import { useWarehouseTexts } from '../locales';
import { productStockPath, stockReportLotPath, stockReportWarehousePath, warehousePaths } from '../paths';
import { useCountFormat } from '../components/use-count-format';

const idOf = (value: string | undefined) => {
  const id = Number(value ?? '');
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** /report/stock-quantity (spec §2.3): stock by warehouse as of a day, with its Excel file. */
export function StockReportPage() {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const url = useUrlQuery(stockQuantityQuery);
  const { as_of, search } = url.query;
  const stock = useStockQuantity({ ...url.query, group_by: 'warehouse' });
  const asOf = useAsOfFilter(url);
  const warehouseLink = (r: StockRow) =>
    r.warehouse_id === null ? (
      r.warehouse_name
    ) : (
      <Link to={localePath(stockReportWarehousePath(r.warehouse_id))}>{r.warehouse_name}</Link>
    );
  const columns: ListColumn<StockRow>[] = [
    {
      key: 'warehouse',
      title: texts.report.warehouse,
      alwaysVisible: true,
      inCard: false,
      render: warehouseLink,
    },
    { key: 'quantity', title: texts.report.quantity, noWrap: true, render: (r) => count(r.quantity) },
    { key: 'value', title: texts.report.value, noWrap: true, render: (r) => formatVnd(r.value) },
    {
      key: 'flags',
      title: texts.fields.nearExpiry,
      render: (r) => <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />,
    },
  ];
  return (
    <ListPage
      listId="warehouse.stock-report"
      title={texts.report.title}
      breadcrumbs={[{ label: texts.list.title, to: warehousePaths.list }]}
      url={url}
      result={stock}
      columns={columns}
      rowKey={(r) => r.warehouse_id ?? 0}
      cardTitle={warehouseLink}
      filters={[asOf]}
      exporter={stockExport({ group_by: 'warehouse', as_of, search })}
      emptyText={texts.report.empty}
    />
  );
}

/** The lots of one variant in a warehouse, each opening its movements (a report row's details). */
function VariantLots({
  warehouseId,
  variantId,
  asOf,
}: {
  warehouseId: number;
  variantId: number;
  asOf: string | undefined;
}) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const [page, setPage] = useState(0);
  const lots = useStockQuantity({
    group_by: 'lot',
    warehouse_id: warehouseId,
    variant_id: variantId,
    page,
    page_size: 10,
    ...(asOf ? { as_of: asOf } : {}),
  });
  return (
    <PagedTable<StockRow>
      result={lots}
      page={page}
      pageSize={10}
      onPage={setPage}
      rowKey={(r) => r.consignment_id ?? 0}
      emptyText={texts.report.empty}
      columns={[
        {
          key: 'lot',
          title: texts.stock.lot,
          render: (_, r) =>
            r.consignment_id === null ? null : (
              <Link to={localePath(stockReportLotPath(warehouseId, r.consignment_id))}>{r.lot_code}</Link>
            ),
        },
        {
          key: 'expires',
          title: texts.stock.expiresOn,
          render: (_, r) => (
            <Space size={4}>
              {formatDate(r.expires_on)}
              <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />
            </Space>
          ),
        },
        {
          key: 'quantity',
          title: texts.report.quantity,
          align: 'right',
          render: (_, r) => count(r.quantity),
        },
        { key: 'value', title: texts.report.value, align: 'right', render: (_, r) => formatVnd(r.value) },
      ]}
    />
  );
}

function useReportCrumbs(warehouseId: number): { crumbs: Crumb[]; name: string } {
  const texts = useWarehouseTexts();
  const name = useWarehouse(warehouseId > 0 ? warehouseId : undefined).data?.name ?? `#${warehouseId}`;
  return { crumbs: [{ label: texts.report.title, to: warehousePaths.stockReport }], name };
}

/** /report/stock-quantity/{id} (spec §2.5): one warehouse's stock by variant as of a day. */
export function StockReportWarehousePage() {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const warehouseId = idOf(useParams().id);
  const { crumbs, name } = useReportCrumbs(warehouseId);
  const url = useUrlQuery(stockQuantityQuery);
  const { as_of, search } = url.query;
  const stock = useStockQuantity({ ...url.query, group_by: 'variant', warehouse_id: warehouseId });
  const asOf = useAsOfFilter(url);
  const productLink = (r: StockRow) =>
    r.variant_id === null ? null : (
      <Link to={localePath(productStockPath(r.variant_id))}>
        {r.variant_code} · {r.variant_name}
      </Link>
    );
  const columns: ListColumn<StockRow>[] = [
    { key: 'product', title: texts.stock.product, alwaysVisible: true, inCard: false, render: productLink },
    { key: 'quantity', title: texts.report.quantity, noWrap: true, render: (r) => count(r.quantity) },
    { key: 'value', title: texts.report.value, noWrap: true, render: (r) => formatVnd(r.value) },
    {
      key: 'flags',
      title: texts.fields.nearExpiry,
      render: (r) => <ExpiryFlags nearExpiry={r.near_expiry} expired={r.expired} />,
    },
  ];
  return (
    <ListPage
      listId="warehouse.stock-report-warehouse"
      title={name}
      breadcrumbs={crumbs}
      url={url}
      result={stock}
      columns={columns}
      rowKey={(r) => r.variant_id ?? 0}
      cardTitle={productLink}
      searchPlaceholder={texts.stock.search}
      filters={[asOf]}
      exporter={stockExport({ group_by: 'variant', warehouse_id: warehouseId, as_of, search })}
      expandedRow={(r) =>
        r.variant_id === null ? null : (
          <VariantLots warehouseId={warehouseId} variantId={r.variant_id} asOf={as_of} />
        )
      }
      emptyText={texts.report.empty}
    />
  );
}

/** /report/stock-quantity/{id}/{consignment} (spec §2.6): one lot in a warehouse and its movements. */
export function StockReportLotPage() {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const params = useParams();
  const warehouseId = idOf(params.id);
  const consignmentId = idOf(params.consignment);
  const { crumbs, name } = useReportCrumbs(warehouseId);
  const lot = useStockQuantity({
    group_by: 'lot',
    warehouse_id: warehouseId,
    consignment_id: consignmentId,
    page: 0,
    page_size: 1,
  }).data?.results[0];
  return (
    <>
      <PageHeader
        title={fill(texts.report.lotTitle, { lot: lot?.lot_code ?? `#${consignmentId}` })}
        breadcrumbs={[...crumbs, { label: name, to: stockReportWarehousePath(warehouseId) }]}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {lot && (
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'product',
                  label: texts.stock.product,
                  children: `${lot.variant_code} · ${lot.variant_name}`,
                },
                {
                  key: 'expires',
                  label: texts.stock.expiresOn,
                  children: (
                    <Space size={4}>
                      {formatDate(lot.expires_on)}
                      <ExpiryFlags nearExpiry={lot.near_expiry} expired={lot.expired} />
                    </Space>
                  ),
                },
                { key: 'quantity', label: texts.report.quantity, children: count(lot.quantity) },
                { key: 'value', label: texts.report.value, children: formatVnd(lot.value) },
              ]}
            />
          </Card>
        )}
        <Card title={texts.report.lotMovements} size="small">
          <MovementTable warehouseId={warehouseId} consignmentId={consignmentId} />
        </Card>
      </Space>
    </>
  );
}
