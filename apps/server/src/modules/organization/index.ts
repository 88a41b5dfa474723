/**
 * Organisation module: offices, positions, organisational units (a tree) and unit types
 * (docs/organization.md). For other modules:
 *
 * - `offices`, `positions`, `orgUnits`, `orgUnitTypes` — the Drizzle tables, for foreign keys
 *   (`.references(() => positions.id)`) and joins.
 * - `findPosition(db: DbOrTx, id: number): Promise<{ id: number; code: string; name: string } | null>`
 *   — e.g. the staff module copies `name` into the account's `position` (derived role, spec §6).
 * - `findOffice(db, id)`, `findOrgUnit(db, id)` — same shape `{ id, code, name } | null`.
 * - `positionUsage`, `officeUsage`, `orgUnitUsage` — usage registries. A module whose rows point at
 *   a position/office/unit registers a counter when it registers its routes:
 *   `positionUsage.register('staff', (db, positionId) => countStaffWithPosition(db, positionId))`.
 *   Deleting a position/office/unit still counted is then a 409 "Chức vụ đang được {n} nhân sự sử
 *   dụng" (holder `staff` has its own messages; any other holder name gets the generic "… đang được
 *   sử dụng ({n} bản ghi)"). Registering the same holder again replaces its counter.
 * - `registerOrganizationModule(app, ctx)` — routes under `/organization/api/`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { registerOrganizationRoutes } from './organization.routes.js';
import { officeUsage, orgUnitUsage, positionUsage } from './usages.js';

export { offices, orgUnits, orgUnitTypes, positions } from './organization.tables.js';
export { findOffice, findOrgUnit, findPosition, type OrgRef } from './org-refs.js';
export { officeUsage, orgUnitUsage, positionUsage } from './usages.js';
export type { UsageCounter, UsageRegistry } from './usage-registry.js';

export function registerOrganizationModule(app: FastifyInstance, ctx: AppContext): void {
  registerOrganizationRoutes(app, ctx.db, { positionUsage, officeUsage, orgUnitUsage });
  // Company-wide catalogues: every holder of the read code sees every entry, as in the lists.
  ctx.records.register('position', { permission: 'positionstaff', inScope: 'unscoped' });
  ctx.records.register('office', { permission: 'officestaff', inScope: 'unscoped' });
  const unitRead = ['organizationstaff', 'organizationtypestaff'] as const;
  ctx.records.register('org_unit', { permission: unitRead, inScope: 'unscoped' });
  ctx.records.register('org_unit_type', { permission: unitRead, inScope: 'unscoped' });
}
