import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { warehousePaths as paths } from './paths';

const layout: LayoutName = 'desktop';
const READ = 'warehouse';
const MANAGE = 'warehouse.manage';
const RECEIPT = 'warehouse.receipt';

const warehousePages = () => import('./pages/WarehousePages');
const reportPages = () => import('./pages/StockReportPages');

/**
 * Reads need `warehouse`, the create page `warehouse.manage`, the receipt forms `warehouse.receipt`.
 * The distributor's warehouse page sits under `/npp-manager` (guarded by `partner`): its own check
 * lets a warehouse keeper in.
 */
export const warehouseRoutes: readonly ModuleRoute[] = [
  {
    path: paths.list,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/WarehouseListPage').then((m) => m.WarehouseListPage),
  },
  {
    path: paths.create,
    access: 'signed-in',
    layout,
    permission: MANAGE,
    page: () => import('./pages/WarehouseFormPages').then((m) => m.WarehouseCreatePage),
  },
  {
    path: paths.detail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => warehousePages().then((m) => m.WarehouseDetailPage),
  },
  {
    path: paths.nppWarehouse,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => warehousePages().then((m) => m.NppWarehousePage),
  },
  {
    path: paths.product,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/ProductStockPage').then((m) => m.ProductStockPage),
  },
  {
    path: paths.cartList,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/CartListPage').then((m) => m.CartListPage),
  },
  {
    path: paths.receipts,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/ReceiptListPage').then((m) => m.ReceiptListPage),
  },
  {
    path: paths.receipt,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/ReceiptDetailPage').then((m) => m.ReceiptDetailPage),
  },
  {
    path: paths.importReceipt,
    access: 'signed-in',
    layout,
    permission: RECEIPT,
    page: () => import('./pages/ImportReceiptPage').then((m) => m.ImportReceiptPage),
  },
  {
    path: paths.exportReceipt,
    access: 'signed-in',
    layout,
    permission: RECEIPT,
    page: () => import('./pages/ExportReceiptPage').then((m) => m.ExportReceiptPage),
  },
  {
    path: paths.transfer,
    access: 'signed-in',
    layout,
    permission: RECEIPT,
    page: () => import('./pages/TransferReceiptPage').then((m) => m.TransferReceiptPage),
  },
  {
    path: paths.count,
    access: 'signed-in',
    layout,
    permission: RECEIPT,
    page: () => import('./pages/StockCountPage').then((m) => m.StockCountPage),
  },
  {
    path: paths.stockReport,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => reportPages().then((m) => m.StockReportPage),
  },
  {
    path: paths.stockReportWarehouse,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => reportPages().then((m) => m.StockReportWarehousePage),
  },
  {
    path: paths.stockReportLot,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => reportPages().then((m) => m.StockReportLotPage),
  },
];
