import { lazy } from 'react';
import type { WebModuleManifest } from '../../platform/routing';
import { flowPaths } from './flow-paths';
import { orderPaths } from './paths';
import { orderRoutes } from './routes';

const READ = 'exporttodistributororder';

/**
 * Orders (docs/orders.md): the screens of spec §2.2–2.7, the bottom navigation's order slot
 * (spec §2.8), a link in the sales group of the top bar, links on the home page's sales card for
 * every order screen (the spec's bar lists none), the page guards of spec §6 for /order and
 * /m-order (unknown sub-paths included), the count of orders waiting for the user's approval, and
 * the orders tab of distributor and store pages.
 */
export const orderManifest: WebModuleManifest = {
  name: 'order',
  routes: orderRoutes,
  messages: () => import('./locales').then((m) => m.orderResources),
  topNav: [{ group: 'sales', order: 5, label: 'nav.entries.order', path: orderPaths.home }],
  bottomNav: [{ slot: 'order', path: orderPaths.home }],
  home: [
    { card: 'sales', order: 5, label: 'nav.entries.order', path: orderPaths.home },
    { card: 'sales', order: 6, label: 'nav.entries.orderList', path: orderPaths.list },
    { card: 'sales', order: 7, label: 'nav.entries.orderExports', path: orderPaths.exports },
    { card: 'sales', order: 8, label: 'nav.entries.orderMultipleApprove', path: orderPaths.multipleApprove },
    { card: 'sales', order: 9, label: 'nav.entries.orderPhone', path: orderPaths.phoneHome },
    { card: 'sales', order: 10, label: 'nav.entries.orderPhoneList', path: orderPaths.phoneList },
    { card: 'sales', order: 11, label: 'nav.entries.orderPhonePending', path: orderPaths.phonePending },
    { card: 'settings', order: 6, label: 'nav.entries.orderFlows', path: flowPaths.list },
  ],
  guards: [
    { prefix: orderPaths.home, permission: READ },
    { prefix: orderPaths.phoneHome, permission: READ },
  ],
  waiting: [
    {
      key: 'orders-awaiting-me',
      label: 'home.counts.ordersAwaitingMe',
      permission: 'order.approve',
      load: (context) => import('./home-counts').then((m) => m.ordersAwaitingMe(context)),
    },
  ],
  // The partner pages show the partner's orders; the tab's code loads with the first one opened.
  recordSections: [
    {
      slot: 'partner.npp',
      key: 'orders',
      order: 10,
      label: 'recordSections.orders',
      permission: READ,
      component: lazy(() =>
        import('./components/PartnerOrders').then((m) => ({ default: m.DistributorOrders })),
      ),
    },
    {
      slot: 'partner.chth',
      key: 'orders',
      order: 10,
      label: 'recordSections.orders',
      permission: READ,
      component: lazy(() => import('./components/PartnerOrders').then((m) => ({ default: m.StoreOrders }))),
    },
  ],
};
