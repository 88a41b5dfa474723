/**
 * Transport module: drivers, vehicles, shipments and the logistics partner's transport orders. For other
 * modules:
 *
 * - `drivers`, `vehicles` — the Drizzle tables, for foreign keys: `.references(() => vehicles.id)`;
 *   a module holding them declares a `deleteProtection` usage for `driver` / `vehicle`.
 * - `findVehicle(db, id): Promise<VehicleRef | null>` — a vehicle's plate, payload capacity (kg)
 *   and whether it may drive today, e.g. to check a shipment's load against the capacity.
 * - `transportManifest` — routes under `/transport/api/` (docs/transport.md): the fleet, the
 *   partner's transport orders and shipments (which deliver or return orders); demo fleet.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { warehouseScopeOf } from '../warehouse/index.js';
import { registerDriverRoutes } from './driver.routes.js';
import { createDriverService } from './driver.service.js';
import { createLogisticsPartner } from './logistics-partner.js';
import { registerLogisticsRoutes } from './logistics.routes.js';
import { countShipmentsOfDriver, countShipmentsOfVehicle, findShipmentRow } from './shipment.repository.js';
import { registerShipmentRoutes } from './shipment.routes.js';
import { createShipmentService } from './shipment.service.js';
import { seedTransportDemo } from './transport.demo.js';
import { registerVehicleRoutes } from './vehicle.routes.js';
import { createVehicleService } from './vehicle.service.js';

export { drivers, vehicles } from './transport.tables.js';
export { findVehicle, type VehicleRef } from './fleet-availability.js';

export const transportManifest: ModuleManifest = {
  name: 'transport',
  dependsOn: ['account', 'order', 'warehouse'],
  register(app, ctx) {
    registerDriverRoutes(app, createDriverService(ctx.db, ctx.deleteProtection));
    registerVehicleRoutes(app, createVehicleService(ctx.db, ctx.deleteProtection));
    registerLogisticsRoutes(app, createLogisticsPartner(ctx.config.logistics, app.log));
    registerShipmentRoutes(app, createShipmentService(ctx.db));
  },
  // The fleet is company-wide (docs/transport.md): whoever holds the read code reads every record.
  recordAccess: (ctx) => ({
    driver: { permission: 'drivertransport', inScope: 'unscoped' },
    vehicle: { permission: 'vehicletransport', inScope: 'unscoped' },
    // A shipment is scoped by the warehouse it leaves from.
    shipment: {
      permission: 'shipmentstransport',
      inScope: async (caller, id) =>
        (await findShipmentRow(ctx.db, id, warehouseScopeOf(caller))) !== undefined,
    },
  }),
  historyReferences: { shipment: { order_ids: 'order' } },
  // A driver or a vehicle that has run shipments stays (set inactive instead): the trail names them.
  deleteProtection: [
    {
      record: 'driver',
      holder: 'shipment',
      count: countShipmentsOfDriver,
      message: 'transport.driver_has_shipments',
    },
    {
      record: 'vehicle',
      holder: 'shipment',
      count: countShipmentsOfVehicle,
      message: 'transport.vehicle_has_shipments',
    },
  ],
  seed: { order: 110, run: seedTransportDemo },
};
