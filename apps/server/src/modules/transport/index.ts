/**
 * Transport module: drivers, vehicles and the logistics partner's transport orders. For other
 * modules:
 *
 * - `drivers`, `vehicles` — the Drizzle tables, for foreign keys: `.references(() => vehicles.id)`;
 *   a module holding them declares a `deleteProtection` usage for `driver` / `vehicle`.
 * - `findVehicle(db, id): Promise<VehicleRef | null>` — a vehicle's plate, payload capacity (kg)
 *   and whether it may drive today, e.g. to check a shipment's load against the capacity.
 * - `transportManifest` — routes under `/transport/api/` (docs/transport.md), demo fleet.
 */
import { expiryStateOf } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { registerDriverRoutes } from './driver.routes.js';
import { createDriverService } from './driver.service.js';
import { createLogisticsPartner } from './logistics-partner.js';
import { registerLogisticsRoutes } from './logistics.routes.js';
import { seedTransportDemo } from './transport.demo.js';
import { findVehicleRow } from './vehicle.repository.js';
import { registerVehicleRoutes } from './vehicle.routes.js';
import { createVehicleService } from './vehicle.service.js';

export { drivers, vehicles } from './transport.tables.js';

export interface VehicleRef {
  id: number;
  plate: string;
  capacityKg: number;
  /** Active with its inspection (đăng kiểm) valid today: it may take a shipment. */
  available: boolean;
}

/** One vehicle by id (null when unknown). */
export async function findVehicle(db: DbOrTx, id: number): Promise<VehicleRef | null> {
  const row = await findVehicleRow(db, id);
  if (!row) return null;
  const available = row.status === 'active' && expiryStateOf(row.inspectionExpiry) !== 'expired';
  return { id: row.id, plate: row.plate, capacityKg: row.capacityKg, available };
}

export const transportManifest: ModuleManifest = {
  name: 'transport',
  dependsOn: ['account'],
  register(app, ctx) {
    registerDriverRoutes(app, createDriverService(ctx.db, ctx.deleteProtection));
    registerVehicleRoutes(app, createVehicleService(ctx.db, ctx.deleteProtection));
    registerLogisticsRoutes(app, createLogisticsPartner(ctx.config.logistics, app.log));
  },
  // The fleet is company-wide (docs/transport.md): whoever holds the read code reads every record.
  recordAccess: () => ({
    driver: { permission: 'drivertransport', inScope: 'unscoped' },
    vehicle: { permission: 'vehicletransport', inScope: 'unscoped' },
  }),
  seed: { order: 110, run: seedTransportDemo },
};
