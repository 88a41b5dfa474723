/**
 * Organisation module: offices, positions, organisational units (a tree) and unit types
 * (docs/organization.md). For other modules:
 *
 * - `offices`, `positions`, `orgUnits`, `orgUnitTypes` — the Drizzle tables, for foreign keys
 *   (`.references(() => positions.id)`) and joins.
 * - `findPosition(db: DbOrTx, id: number): Promise<{ id: number; code: string; name: string } | null>`
 *   — e.g. the staff module copies `name` into the account's `position` (derived role, spec §6).
 * - `findOffice(db, id)`, `findOrgUnit(db, id)` — same shape `{ id, code, name } | null`.
 * - `readCompanyProfile(db): Promise<CompanyProfile>` — the company header printed on documents.
 * - A module whose rows point at a position, office or unit declares it in its manifest's
 *   `deleteProtection` (`{ record: 'position', holder: 'staff', count, message }`): deleting a
 *   record still counted is then a 409 naming the holder ("Chức vụ đang được {n} nhân sự sử dụng";
 *   `organization.<record>_in_use` is the generic "… đang được sử dụng ({n} bản ghi)").
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { seedOrganizationDemo } from './organization.demo.js';
import { unitsInOffice, officeNames } from './office.repository.js';
import { childCount, findOrgUnitType, orgUnitNames, orgUnitTypeNames } from './org-unit.repository.js';
import { registerOrganizationRoutes } from './organization.routes.js';
import { registerCompanyProfileRoutes } from './company-profile.routes.js';
import { positionNames } from './position.repository.js';

export { offices, orgUnits, orgUnitTypes, positions } from './organization.tables.js';
export { findOffice, findOrgUnit, findPosition, type OrgRef } from './org-refs.js';
export { readCompanyProfile } from './company-profile.service.js';

/** Company-wide catalogues: every holder of the read code sees every entry, as in the lists. */
const unitRead = ['organizationstaff', 'organizationtypestaff'] as const;

export const organizationManifest: ModuleManifest = {
  name: 'organization',
  dependsOn: ['account', 'locate'],
  register(app, ctx) {
    registerOrganizationRoutes(app, ctx.db, ctx.deleteProtection);
    registerCompanyProfileRoutes(app, ctx.db);
  },
  recordAccess: () => ({
    position: { permission: 'positionstaff', inScope: 'unscoped' },
    office: { permission: 'officestaff', inScope: 'unscoped' },
    org_unit: { permission: unitRead, inScope: 'unscoped' },
    org_unit_type: { permission: unitRead, inScope: 'unscoped' },
    company_profile: { permission: 'role', inScope: 'unscoped' },
  }),
  recordNames: (ctx) => ({
    position: positionNames(ctx.db),
    office: officeNames(ctx.db),
    org_unit: orgUnitNames(ctx.db),
    org_unit_type: orgUnitTypeNames(ctx.db),
  }),
  historyReferences: {
    office: { area_id: 'area' },
    org_unit: { type_id: 'org_unit_type', parent_id: 'org_unit', manager_id: 'account', office_id: 'office' },
  },
  // The module's own records first: units in an office, sub-units, units of a type.
  deleteProtection: [
    {
      record: 'office',
      holder: 'org_unit',
      count: unitsInOffice,
      message: 'organization.office_in_use_units',
    },
    { record: 'org_unit', holder: 'org_unit', count: childCount, message: 'organization.unit_has_children' },
    {
      record: 'org_unit_type',
      holder: 'org_unit',
      count: async (db, id) => (await findOrgUnitType(db, id))?.unitCount ?? 0,
      message: 'organization.type_in_use',
    },
  ],
  seed: { order: 40, run: seedOrganizationDemo },
};
