import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { transportPaths } from './paths';

const layout: LayoutName = 'desktop';

/** The bottom bar's transport slot (spec §2.8): whoever holds any of the three codes. */
export const TRANSPORT_CODES = ['shipmentstransport', 'drivertransport', 'vehicletransport'] as const;

const drivers = () => import('./pages/DriverPages');
const vehicles = () => import('./pages/VehiclePages');
const orders = () => import('./pages/TransportOrderPages');

/** Drivers need `drivertransport`, vehicles `vehicletransport`, the partner's orders `shipmentstransport`. */
export const transportRoutes: readonly ModuleRoute[] = [
  {
    path: transportPaths.home,
    access: 'signed-in',
    layout,
    permission: TRANSPORT_CODES,
    page: () => import('./pages/TransportHomePage').then((m) => m.TransportHomePage),
  },
  {
    path: transportPaths.driverCreate,
    access: 'signed-in',
    layout,
    permission: 'drivertransport',
    page: () => drivers().then((m) => m.DriverCreatePage),
  },
  {
    path: transportPaths.drivers,
    access: 'signed-in',
    layout,
    permission: 'drivertransport',
    page: () => drivers().then((m) => m.DriversPage),
  },
  {
    path: transportPaths.vehicleCreate,
    access: 'signed-in',
    layout,
    permission: 'vehicletransport',
    page: () => vehicles().then((m) => m.VehicleCreatePage),
  },
  {
    path: transportPaths.vehicles,
    access: 'signed-in',
    layout,
    permission: 'vehicletransport',
    page: () => vehicles().then((m) => m.VehiclesPage),
  },
  {
    path: transportPaths.transportOrders,
    access: 'signed-in',
    layout,
    permission: 'shipmentstransport',
    page: () => orders().then((m) => m.TransportOrderListPage),
  },
  {
    path: transportPaths.transportOrder,
    access: 'signed-in',
    layout,
    permission: 'shipmentstransport',
    page: () => orders().then((m) => m.TransportOrderDetailPage),
  },
];
