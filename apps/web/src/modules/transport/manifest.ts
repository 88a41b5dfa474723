import { lazy } from 'react';
import type { WebModuleManifest } from '../../platform/routing';
import { transportPaths } from './paths';
import { TRANSPORT_CODES, transportRoutes } from './routes';

/**
 * Shipments, drivers, vehicles and the logistics partner's transport orders. The bottom bar's
 * transport slot opens /transport (spec §2.8): the shipments list, whose header leads to drivers
 * and vehicles (the fleet's landing for a vehicle keeper who may not read shipments). The partner's
 * orders sit in the sales group's e-commerce section (spec §2.11, "transport-order"); shipments,
 * drivers, vehicles and the orders are also on the home page's catalogue card, for the warehouse
 * staff who hold no sales code and, on a wide screen, have no bottom bar.
 */
export const transportManifest: WebModuleManifest = {
  name: 'transport',
  routes: transportRoutes,
  messages: () => import('./locales').then((m) => m.transportResources),
  topNav: [
    {
      group: 'sales',
      section: 'ecommerce',
      order: 60,
      label: 'nav.entries.transportOrder',
      path: transportPaths.transportOrders,
    },
  ],
  bottomNav: [{ slot: 'transport', path: transportPaths.home }],
  home: [
    { card: 'catalogue', order: 59, label: 'nav.entries.transport', path: transportPaths.home },
    { card: 'catalogue', order: 60, label: 'nav.entries.transportDrivers', path: transportPaths.driverList },
    {
      card: 'catalogue',
      order: 61,
      label: 'nav.entries.transportVehicles',
      path: transportPaths.vehicleList,
    },
    {
      card: 'catalogue',
      order: 62,
      label: 'nav.entries.transportOrder',
      path: transportPaths.transportOrders,
    },
  ],
  guards: [
    { prefix: transportPaths.home, permission: TRANSPORT_CODES },
    { prefix: transportPaths.driverList, permission: 'drivertransport' },
    { prefix: transportPaths.vehicleList, permission: 'vehicletransport' },
    { prefix: transportPaths.transportOrders, permission: 'shipmentstransport' },
  ],
  // An order's page lists the shipments that carry it; the section's code loads with the page.
  recordSections: [
    {
      slot: 'order.record',
      key: 'order-shipments',
      order: 20,
      label: 'recordSections.orderShipments',
      permission: 'shipmentstransport',
      component: lazy(() =>
        import('./components/OrderShipmentsSection').then((m) => ({ default: m.OrderShipmentsSection })),
      ),
    },
  ],
};
