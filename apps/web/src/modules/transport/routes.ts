import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { transportPaths } from './paths';

const layout: LayoutName = 'desktop';

/** The bottom bar's transport slot (spec §2.8): whoever holds any of the three codes. */
export const TRANSPORT_CODES = ['shipmentstransport', 'drivertransport', 'vehicletransport'] as const;

const drivers = () => import('./pages/DriverPages');
const vehicles = () => import('./pages/VehiclePages');
const orders = () => import('./pages/TransportOrderPages');

/**
 * /transport answers any transport code (the shipments list, or the fleet's landing for a vehicle
 * keeper); one shipment and a new one need `shipmentstransport`; drivers `drivertransport`, vehicles
 * `vehicletransport`, the partner's orders `shipmentstransport`. React Router ranks a static segment
 * above `:id`, so `create-transport`, `driver` and `vehicle` are never taken for a shipment's id.
 */
export const transportRoutes: readonly ModuleRoute[] = [
  {
    path: transportPaths.home,
    access: 'signed-in',
    layout,
    permission: TRANSPORT_CODES,
    page: () => import('./pages/ShipmentListPage').then((m) => m.TransportPage),
  },
  {
    path: transportPaths.shipmentCreate,
    access: 'signed-in',
    layout,
    permission: 'shipmentstransport',
    page: () => import('./pages/ShipmentCreatePage').then((m) => m.ShipmentCreatePage),
  },
  {
    path: transportPaths.shipment,
    access: 'signed-in',
    layout,
    permission: 'shipmentstransport',
    page: () => import('./pages/ShipmentDetailPage').then((m) => m.ShipmentDetailPage),
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
