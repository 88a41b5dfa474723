/**
 * Locate module: areas (khu vực) and zones (vùng). For other modules:
 *
 * - `areas`, `zones` — the Drizzle tables, for foreign keys: `.references(() => areas.id)`,
 *   `.references(() => zones.id)`.
 * - `findZone(db: DbOrTx, id: number): Promise<{ id: number; areaId: number; name: string } | null>`
 *   — e.g. to check that a zone belongs to an area (`zone?.areaId === areaId`).
 * - `findArea(db: DbOrTx, id: number): Promise<{ id: number; name: string; region: Region } | null>`
 * - `registerLocateModule(app, ctx)` — routes under `/locate/api/` (docs/locate.md).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  areaScopeCondition,
  findArea as findAreaRow,
  findZoneRow,
  zoneScopeCondition,
} from './locate.repository.js';

/** Of these zone ids, the ones within a data scope (its zones, and the zones of its areas). */
export { zoneIdsWithinScope } from './locate.repository.js';
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

export function registerLocateModule(app: FastifyInstance, ctx: AppContext): void {
  registerLocateRoutes(app, createLocateService(ctx.db));
  // History of an area or zone: like GET /locate/api/area/:id and zone/:id — the read code, then
  // the record within the caller's data scope.
  ctx.records.register('area', {
    permission: 'area',
    inScope: async (caller, id) =>
      (await findAreaRow(ctx.db, id, areaScopeCondition(caller.scope))) !== undefined,
  });
  ctx.records.register('zone', {
    permission: 'area',
    inScope: async (caller, id) =>
      (await findZoneRow(ctx.db, id, zoneScopeCondition(caller.scope))) !== undefined,
  });
}
