/**
 * Vietnamese paths of the warehouse pages; the English twins add `/en`. The spec names `/warehouse`,
 * `/warehouse/product/{id?}`, `/warehouse/cart-list`, `/npp-manager/{id}/{idwarehouse}` and
 * `/report/stock-quantity[/{id}[/{consignment}]]`; the rest are designed here (docs/warehouse.md):
 * a central warehouse's page (the spec has no `/warehouse/{id}`), the create page and the receipts.
 */
export const warehousePaths = {
  list: '/warehouse',
  create: '/warehouse/create',
  /** Designed: a central warehouse's page — its stock, receipts and movements. */
  detail: '/warehouse/detail/:id',
  /** Spec §2.6: a distributor's warehouse inside the distributor's pages. */
  nppWarehouse: '/npp-manager/:id/:idwarehouse',
  product: '/warehouse/product/:id?',
  products: '/warehouse/product',
  cartList: '/warehouse/cart-list',
  /** Designed: the receipts and the four receipt forms. */
  receipts: '/warehouse/receipt',
  receipt: '/warehouse/receipt/:id',
  importReceipt: '/warehouse/receipt/import',
  exportReceipt: '/warehouse/receipt/export',
  transfer: '/warehouse/receipt/transfer',
  count: '/warehouse/receipt/count',
  stockReport: '/report/stock-quantity',
  stockReportWarehouse: '/report/stock-quantity/:id',
  stockReportLot: '/report/stock-quantity/:id/:consignment',
} as const;

/** The page of a warehouse: inside its distributor's pages, or the central warehouse page. */
export const warehousePath = (warehouse: { id: number; owner_id: number | null }) =>
  warehouse.owner_id === null
    ? `/warehouse/detail/${warehouse.id}`
    : `/npp-manager/${warehouse.owner_id}/${warehouse.id}`;
export const productStockPath = (variantId: number) => `/warehouse/product/${variantId}`;
export const receiptPath = (id: number) => `/warehouse/receipt/${id}`;
/** A receipt form opened for a warehouse (`?warehouse=`) or, goods out, for an order (`?order=`). */
export const receiptFormPath = (
  form: 'import' | 'export' | 'transfer' | 'count',
  preset: { warehouse?: number; order?: number } = {},
) => {
  const query = new URLSearchParams();
  if (preset.warehouse !== undefined) query.set('warehouse', String(preset.warehouse));
  if (preset.order !== undefined) query.set('order', String(preset.order));
  const search = query.toString();
  return `/warehouse/receipt/${form}${search ? `?${search}` : ''}`;
};
export const stockReportWarehousePath = (warehouseId: number) => `/report/stock-quantity/${warehouseId}`;
export const stockReportLotPath = (warehouseId: number, consignmentId: number) =>
  `/report/stock-quantity/${warehouseId}/${consignmentId}`;
