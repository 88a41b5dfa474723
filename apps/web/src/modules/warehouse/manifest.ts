import { lazy } from 'react';
import type { WebModuleManifest } from '../../platform/routing';
import { warehousePaths as paths } from './paths';
import { warehouseRoutes } from './routes';

/**
 * Warehouses, stock, lots and receipts (docs/warehouse.md). The spec's bar lists no warehouse
 * screen: the warehouse screens join the products group of the top bar (stock is the products'),
 * the stock report the reports group, and every screen is a link on the home page's products card,
 * so a warehouse keeper without the catalogue or report codes reaches them too. The mobile header's
 * cart (spec §2.8, on /warehouse) opens the goods to ship; the home page counts the approved orders
 * waiting for their goods issue; a distributor's page gets a tab of its warehouses, and an order's
 * page its goods issue (receipts and "Xuất kho").
 */
export const warehouseManifest: WebModuleManifest = {
  name: 'warehouse',
  routes: warehouseRoutes,
  messages: () => import('./locales').then((m) => m.warehouseResources),
  topNav: [
    { group: 'products', order: 50, label: 'nav.entries.warehouse', path: paths.list },
    { group: 'products', order: 51, label: 'nav.entries.warehouseStock', path: paths.products },
    { group: 'products', order: 52, label: 'nav.entries.warehouseReceipts', path: paths.receipts },
    { group: 'products', order: 53, label: 'nav.entries.warehouseCartList', path: paths.cartList },
    { group: 'reports', order: 50, label: 'nav.entries.warehouseStockReport', path: paths.stockReport },
  ],
  home: [
    { card: 'products', order: 50, label: 'nav.entries.warehouse', path: paths.list },
    { card: 'products', order: 51, label: 'nav.entries.warehouseStock', path: paths.products },
    { card: 'products', order: 52, label: 'nav.entries.warehouseReceipts', path: paths.receipts },
    { card: 'products', order: 53, label: 'nav.entries.warehouseCartList', path: paths.cartList },
    { card: 'products', order: 54, label: 'nav.entries.warehouseImport', path: paths.importReceipt },
    { card: 'products', order: 55, label: 'nav.entries.warehouseExport', path: paths.exportReceipt },
    { card: 'products', order: 56, label: 'nav.entries.warehouseTransfer', path: paths.transfer },
    { card: 'products', order: 57, label: 'nav.entries.warehouseCount', path: paths.count },
    { card: 'reports', order: 50, label: 'nav.entries.warehouseStockReport', path: paths.stockReport },
  ],
  guards: [
    { prefix: paths.list, permission: 'warehouse' },
    { prefix: paths.stockReport, permission: 'warehouse' },
  ],
  waiting: [
    {
      key: 'orders-awaiting-issue',
      label: 'nav.entries.warehouseAwaitingIssue',
      permission: 'warehouse.receipt',
      load: (context) => import('./home-counts').then((m) => m.ordersAwaitingIssue(context)),
    },
  ],
  // A distributor's page lists its warehouses, an order's page its receipts and "Xuất kho"; each
  // section's code loads with the first page that shows it.
  recordSections: [
    {
      slot: 'partner.npp',
      key: 'warehouses',
      order: 20,
      label: 'nav.entries.warehouse',
      permission: 'warehouse',
      component: lazy(() =>
        import('./components/DistributorWarehouses').then((m) => ({ default: m.DistributorWarehouses })),
      ),
    },
    {
      slot: 'order.record',
      key: 'order-stock',
      order: 10,
      label: 'recordSections.orderReceipts',
      permission: 'warehouse',
      component: lazy(() =>
        import('./components/OrderStockSection').then((m) => ({ default: m.OrderStockSection })),
      ),
    },
  ],
};
