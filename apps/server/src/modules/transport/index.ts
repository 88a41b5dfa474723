/**
 * Transport module. For other modules:
 *
 * - `transportTable` — the Drizzle table, for foreign keys: `.references(() => transportTable.id)`.
 * - `transportManifest` — routes under `/transport/api/` (docs/transport.md).
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import {
  transportScopeCondition,
  countTransportRowsOfArea,
  findTransportRow,
} from './transport.repository.js';
import { registerTransportRoutes } from './transport.routes.js';
import { createTransportService } from './transport.service.js';

export { transportTable } from './transport.tables.js';

export const transportManifest: ModuleManifest = {
  name: 'transport',
  dependsOn: ['locate'],
  register(app, ctx) {
    registerTransportRoutes(app, createTransportService(ctx.db));
  },
  // History of a record: like GET /transport/api/transport/:id — the read code, then the record
  // within the caller's data scope.
  recordAccess: (ctx) => ({
    transport: {
      permission: 'transport',
      inScope: async (caller, id) =>
        (await findTransportRow(ctx.db, id, transportScopeCondition(caller.scope))) !== undefined,
    },
  }),
  // An area keeps the records placed in it.
  deleteProtection: [
    {
      record: 'area',
      holder: 'transport',
      count: countTransportRowsOfArea,
      message: 'transport.area_has_records',
    },
  ],
};
