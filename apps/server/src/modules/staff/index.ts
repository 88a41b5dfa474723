/**
 * Staff module: HR records (hồ sơ nhân sự), the `staff` and `m_staff` calls, Excel import/export
 * (docs/staff.md). For other modules:
 *
 * - `staff` — the Drizzle table, for foreign keys: `.references(() => staff.id)`.
 * - `findStaff(db, id)` → `{ id, code, fullname, accountId, positionId, orgUnitId, areaId, zoneId } | null`.
 * - `staffManifest` — routes under `/staff/api/` and `/m_staff/api/`; staff hold positions, offices
 *   units, areas and zones (their deletes are refused while staff use them).
 */
import type { DbOrTx } from '../../platform/db/database.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { seedStaffDemo } from './staff.demo.js';
import { countByAccount, countByArea, countByZone } from './staff-holdings.repository.js';
import {
  countByOffice,
  countByOrgUnit,
  countByPosition,
  findStaffRow,
  staffNames,
} from './staff.repository.js';
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

export const staffManifest: ModuleManifest = {
  name: 'staff',
  dependsOn: ['account', 'locate', 'organization'],
  register(app, ctx) {
    registerStaffRoutes(app, ctx, createStaffService(ctx.db));
  },
  // History and files of a staff record: like GET /staff/api/staff/:id — the read code, then the
  // record within the caller's data scope (ID number, birth date, relatives are in the trail).
  recordAccess: (ctx) => ({
    staff: {
      permission: 'employeestaff',
      inScope: async (caller, id) => {
        const row = await findStaffRow(ctx.db, id);
        return row !== null && inScope(caller, row);
      },
    },
  }),
  recordNames: (ctx) => ({ staff: staffNames(ctx.db) }),
  historyReferences: {
    staff: {
      accountId: 'account',
      areaId: 'area',
      zoneId: 'zone',
      managerId: 'staff',
      officeId: 'office',
      orgUnitId: 'org_unit',
      positionId: 'position',
    },
  },
  deleteProtection: [
    {
      record: 'position',
      holder: 'staff',
      count: countByPosition,
      message: 'organization.position_in_use_staff',
    },
    { record: 'office', holder: 'staff', count: countByOffice, message: 'organization.office_in_use_staff' },
    { record: 'org_unit', holder: 'staff', count: countByOrgUnit, message: 'organization.unit_in_use_staff' },
    // Placed staff keep their area and zone (the foreign key would silently unplace them).
    { record: 'area', holder: 'staff', count: countByArea, message: 'locate.area_has_staff' },
    { record: 'zone', holder: 'staff', count: countByZone, message: 'locate.zone_has_staff' },
    { record: 'account', holder: 'staff', count: countByAccount, message: 'account.in_use_staff' },
  ],
  seed: { order: 50, run: seedStaffDemo },
};
