/**
 * Warehouse module (web): warehouses, stock, lots, receipts and the stock report. For other modules:
 *
 * - `warehousePaths`, `warehousePath(warehouse)`, `productStockPath(variantId)`, `receiptPath(id)`,
 *   `receiptFormPath(form, { warehouse?, order? })` — the page paths (a goods issue for an order:
 *   `receiptFormPath('export', { order })`).
 */
export { warehouseManifest } from './manifest';
export { productStockPath, receiptFormPath, receiptPath, warehousePath, warehousePaths } from './paths';
