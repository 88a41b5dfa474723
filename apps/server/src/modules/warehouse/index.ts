/**
 * Warehouse module. For other modules:
 *
 * - `warehouseTable` — the Drizzle table, for foreign keys: `.references(() => warehouseTable.id)`.
 * - `warehouseManifest` — routes under `/warehouse/api/` (docs/warehouse.md).
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import {
  warehouseScopeCondition,
  countWarehouseRowsOfArea,
  findWarehouseRow,
} from './warehouse.repository.js';
import { registerWarehouseRoutes } from './warehouse.routes.js';
import { createWarehouseService } from './warehouse.service.js';

export { warehouseTable } from './warehouse.tables.js';

export const warehouseManifest: ModuleManifest = {
  name: 'warehouse',
  dependsOn: ['locate'],
  register(app, ctx) {
    registerWarehouseRoutes(app, createWarehouseService(ctx.db));
  },
  // History of a record: like GET /warehouse/api/warehouse/:id — the read code, then the record
  // within the caller's data scope.
  recordAccess: (ctx) => ({
    warehouse: {
      permission: 'warehouse',
      inScope: async (caller, id) =>
        (await findWarehouseRow(ctx.db, id, warehouseScopeCondition(caller.scope))) !== undefined,
    },
  }),
  // An area keeps the records placed in it.
  deleteProtection: [
    {
      record: 'area',
      holder: 'warehouse',
      count: countWarehouseRowsOfArea,
      message: 'warehouse.area_has_records',
    },
  ],
};
