/**
 * Staff module: HR records (hồ sơ nhân sự), the `staff` and `m_staff` calls, Excel import/export
 * (docs/staff.md). For other modules:
 *
 * - `staff` — the Drizzle table, for foreign keys: `.references(() => staff.id)`.
 * - `findStaff(db, id)` → `{ id, code, fullname, accountId, positionId, orgUnitId, areaId, zoneId } | null`.
 * - `registerStaffModule(app, ctx)` — routes under `/staff/api/` and `/m_staff/api/`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { officeUsage, orgUnitUsage, positionUsage } from '../organization/index.js';
import { countByOffice, countByOrgUnit, countByPosition, findStaffRow } from './staff.repository.js';
import { registerStaffRoutes } from './staff.routes.js';
import { createStaffService, inScope } from './staff.service.js';

export { staff } from './staff.tables.js';
/** Search on staff name, code, phone and citizen ID (the indexed expression), for other modules' filters. */
export { staffSearch } from './staff.repository.js';

export interface StaffRef {
  id: number;
  code: string;
  fullname: string;
  accountId: number | null;
  positionId: number | null;
  orgUnitId: number | null;
  areaId: number | null;
  zoneId: number | null;
}

/** One staff record by id (null when unknown), whatever its status. */
export async function findStaff(db: DbOrTx, id: number): Promise<StaffRef | null> {
  const row = await findStaffRow(db, id);
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    fullname: row.fullname,
    accountId: row.accountId,
    positionId: row.positionId,
    orgUnitId: row.orgUnitId,
    areaId: row.areaId,
    zoneId: row.zoneId,
  };
}

export function registerStaffModule(app: FastifyInstance, ctx: AppContext): void {
  positionUsage.register('staff', countByPosition);
  officeUsage.register('staff', countByOffice);
  orgUnitUsage.register('staff', countByOrgUnit);
  registerStaffRoutes(app, ctx, createStaffService(ctx.db));
  // History and files of a staff record: like GET /staff/api/staff/:id — the read code, then the
  // record within the caller's data scope (ID number, birth date, relatives are in the trail).
  ctx.records.register('staff', {
    permission: 'employeestaff',
    inScope: async (caller, id) => {
      const row = await findStaffRow(ctx.db, id);
      return row !== null && inScope(caller, row);
    },
  });
}
