/**
 * Locate module: areas (khu vực) and zones (vùng). For other modules:
 *
 * - `areas`, `zones` — the Drizzle tables, for foreign keys: `.references(() => areas.id)`,
 *   `.references(() => zones.id)`.
 * - `findZone(db: DbOrTx, id: number): Promise<{ id: number; areaId: number; name: string } | null>`
 *   — e.g. to check that a zone belongs to an area (`zone?.areaId === areaId`).
 * - `findArea(db: DbOrTx, id: number): Promise<{ id: number; name: string; region: Region } | null>`
 * - `locateManifest` — routes under `/locate/api/` (docs/locate.md), demo areas and zones.
 */
import type { DbOrTx } from '../../platform/db/database.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { ACCESS_PORTS } from '../access/index.js';
import { countAccountsByZone, countDistinctAccountsByArea } from '../account/index.js';
import { seedLocateDemo } from './locate.demo.js';
import {
  areaScopeCondition,
  countZonesOfArea,
  findArea as findAreaRow,
  findZoneRow,
  zoneIdsWithinScope,
  zoneScopeCondition,
  areaNames,
  zoneNames,
} from './locate.repository.js';
import { registerLocateRoutes } from './locate.routes.js';
import { createLocateService } from './locate.service.js';

export { areas, zones } from './locate.tables.js';

export interface ZoneRef {
  id: number;
  areaId: number;
  name: string;
}

/** One zone by id (null when unknown): enough to check that it belongs to an area. */
export async function findZone(db: DbOrTx, id: number): Promise<ZoneRef | null> {
  const row = await findZoneRow(db, id);
  return row ? { id: row.id, areaId: row.areaId, name: row.name } : null;
}

export interface AreaRef {
  id: number;
  name: string;
  region: 'north' | 'central' | 'south';
}

/** One area by id (null when unknown). */
export async function findArea(db: DbOrTx, id: number): Promise<AreaRef | null> {
  const row = await findAreaRow(db, id);
  return row ? { id: row.id, name: row.name, region: row.region } : null;
}

export const locateManifest: ModuleManifest = {
  name: 'locate',
  dependsOn: ['account', 'access'],
  register(app, ctx) {
    // The access module (below this one) checks granted zones against a data scope through this port.
    ctx.ports.provide(ACCESS_PORTS.zonesWithinScope, zoneIdsWithinScope);
    registerLocateRoutes(app, createLocateService(ctx.db, ctx.deleteProtection));
  },
  // History of an area or zone: like GET /locate/api/area/:id and zone/:id — the read code, then
  // the record within the caller's data scope.
  recordAccess: (ctx) => ({
    area: {
      permission: 'area',
      inScope: async (caller, id) =>
        (await findAreaRow(ctx.db, id, areaScopeCondition(caller.scope))) !== undefined,
    },
    zone: {
      permission: 'area',
      inScope: async (caller, id) =>
        (await findZoneRow(ctx.db, id, zoneScopeCondition(caller.scope))) !== undefined,
    },
  }),
  recordNames: (ctx) => ({ area: areaNames(ctx.db), zone: zoneNames(ctx.db) }),
  historyReferences: {
    area: { manager_id: 'account' },
    zone: { area_id: 'area', supervisor_id: 'account' },
  },
  // An area keeps its zones; areas and zones keep the accounts placed in them (their own or a zone's).
  deleteProtection: [
    { record: 'area', holder: 'zone', count: countZonesOfArea, message: 'locate.area_has_zones' },
    {
      record: 'area',
      holder: 'account',
      count: async (db, id) => (await countDistinctAccountsByArea(db, [id], new Map())).get(id) ?? 0,
      message: 'locate.area_has_accounts',
    },
    {
      record: 'zone',
      holder: 'account',
      count: async (db, id) => (await countAccountsByZone(db, [id])).get(id) ?? 0,
      message: 'locate.zone_has_accounts',
    },
  ],
  seed: { order: 30, run: seedLocateDemo },
};
