import { z } from 'zod';
import type { PermissionCode } from '../access/permission-codes.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  dropdownQuery,
  managerOptionsQuery,
  nextCodeSchema,
  officeBody,
  officeListQuery,
  officeSchema,
  orgOptionSchema,
  orgTreeOptionSchema,
  orgUnitBody,
  orgUnitListQuery,
  orgUnitNodeSchema,
  orgUnitSchema,
  orgUnitTypeBody,
  orgUnitTypeSchema,
  positionBody,
  positionListQuery,
  positionSchema,
} from './organization.schemas.js';

const tags = ['organization'] as const;
const P = '/organization/api';

/** Dropdowns feed the staff and contract forms: any staff-group code reads them (spec §6). */
export const STAFF_GROUP_CODES = [
  'employeestaff',
  'employeecontractstaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
] as const satisfies readonly PermissionCode[];

/** Units and unit types are read with either organisation code (spec §6: organization page guard). */
const ORG_READ = ['organizationstaff', 'organizationtypestaff'] as const satisfies readonly PermissionCode[];

const empty = z.object({});

/**
 * Offices, positions, organisational units and unit types (spec data-access catalogue §7
 * "Geography, offices, positions, systems"; docs/organization.md).
 */
export const organizationApi = {
  // ---- Positions -------------------------------------------------------------------------
  listPositions: defineEndpoint({
    method: 'GET',
    path: `${P}/position`,
    summary: 'Positions, paged; search folds Vietnamese diacritics (code, name)',
    tags,
    permission: 'positionstaff',
    query: positionListQuery,
    response: pageOf(positionSchema),
  }),
  positionNextCode: defineEndpoint({
    method: 'GET',
    path: `${P}/position/next_code`,
    summary: 'The code the next created position will most likely get (CV001…)',
    tags,
    permission: ['positionstaff', 'positionstaff.manage'],
    response: nextCodeSchema,
  }),
  positionDropdown: defineEndpoint({
    method: 'GET',
    path: `${P}/position_dropdown`,
    summary: 'Active positions as select options, by level then name',
    tags,
    permission: STAFF_GROUP_CODES,
    query: dropdownQuery,
    response: z.array(orgOptionSchema),
  }),
  createPosition: defineEndpoint({
    method: 'POST',
    path: `${P}/position`,
    summary: 'Create a position; the server assigns its code',
    tags,
    permission: 'positionstaff.manage',
    body: positionBody,
    response: positionSchema,
  }),
  getPosition: defineEndpoint({
    method: 'GET',
    path: `${P}/position/:id`,
    summary: 'One position',
    tags,
    permission: 'positionstaff',
    params: idParam,
    response: positionSchema,
  }),
  updatePosition: defineEndpoint({
    method: 'PUT',
    path: `${P}/position/:id`,
    summary: 'Update a position (the code never changes)',
    tags,
    permission: 'positionstaff.manage',
    params: idParam,
    body: positionBody,
    response: positionSchema,
  }),
  deletePosition: defineEndpoint({
    method: 'DELETE',
    path: `${P}/position/:id`,
    summary: 'Delete a position; refused (409) while staff hold it',
    tags,
    permission: 'positionstaff.manage',
    params: idParam,
    response: empty,
  }),

  // ---- Offices ---------------------------------------------------------------------------
  listOffices: defineEndpoint({
    method: 'GET',
    path: `${P}/office`,
    summary: 'Offices, paged; search folds diacritics (code, name, address)',
    tags,
    permission: 'officestaff',
    query: officeListQuery,
    response: pageOf(officeSchema),
  }),
  officeNextCode: defineEndpoint({
    method: 'GET',
    path: `${P}/office/next_code`,
    summary: 'The code the next created office will most likely get (VP001…)',
    tags,
    permission: ['officestaff', 'officestaff.manage'],
    response: nextCodeSchema,
  }),
  officeDropdown: defineEndpoint({
    method: 'GET',
    path: `${P}/office_dropdown`,
    summary: 'Active offices as select options',
    tags,
    permission: STAFF_GROUP_CODES,
    query: dropdownQuery,
    response: z.array(orgOptionSchema),
  }),
  createOffice: defineEndpoint({
    method: 'POST',
    path: `${P}/office`,
    summary: 'Create an office; the server assigns its code',
    tags,
    permission: 'officestaff.manage',
    body: officeBody,
    response: officeSchema,
  }),
  getOffice: defineEndpoint({
    method: 'GET',
    path: `${P}/office/:id`,
    summary: 'One office',
    tags,
    permission: 'officestaff',
    params: idParam,
    response: officeSchema,
  }),
  updateOffice: defineEndpoint({
    method: 'PUT',
    path: `${P}/office/:id`,
    summary: 'Update an office (the code never changes)',
    tags,
    permission: 'officestaff.manage',
    params: idParam,
    body: officeBody,
    response: officeSchema,
  }),
  deleteOffice: defineEndpoint({
    method: 'DELETE',
    path: `${P}/office/:id`,
    summary: 'Delete an office; refused (409) while units or staff use it',
    tags,
    permission: 'officestaff.manage',
    params: idParam,
    response: empty,
  }),

  // ---- Unit types ------------------------------------------------------------------------
  listOrgUnitTypes: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization_type`,
    summary: 'Every unit type (Khối, Phòng, Ban…) with the number of units of each',
    tags,
    permission: ORG_READ,
    response: z.array(orgUnitTypeSchema),
  }),
  createOrgUnitType: defineEndpoint({
    method: 'POST',
    path: `${P}/unit_organization_type`,
    summary: 'Create a unit type (code unique, ignoring case)',
    tags,
    permission: 'organizationtypestaff.manage',
    body: orgUnitTypeBody,
    response: orgUnitTypeSchema,
  }),
  updateOrgUnitType: defineEndpoint({
    method: 'PUT',
    path: `${P}/unit_organization_type/:id`,
    summary: 'Rename a unit type or change its code',
    tags,
    permission: 'organizationtypestaff.manage',
    params: idParam,
    body: orgUnitTypeBody,
    response: orgUnitTypeSchema,
  }),
  deleteOrgUnitType: defineEndpoint({
    method: 'DELETE',
    path: `${P}/unit_organization_type/:id`,
    summary: 'Delete a unit type; refused (409) while units have it',
    tags,
    permission: 'organizationtypestaff.manage',
    params: idParam,
    response: empty,
  }),

  // ---- Organisational units --------------------------------------------------------------
  listOrgUnits: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization`,
    summary: 'Units, flat and paged; filter by parent (or roots), type, search',
    tags,
    permission: ORG_READ,
    query: orgUnitListQuery,
    response: pageOf(orgUnitSchema),
  }),
  orgUnitTree: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization/tree`,
    summary: 'The whole unit tree, siblings by sort order then name',
    tags,
    permission: ORG_READ,
    response: z.array(orgUnitNodeSchema),
  }),
  orgUnitNextCode: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization/next_code`,
    summary: 'The code the next created unit will most likely get (TC001…)',
    tags,
    permission: [...ORG_READ, 'organizationstaff.manage'],
    response: nextCodeSchema,
  }),
  orgUnitDropdown: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization_dropdown`,
    summary: 'The unit tree as tree-select options { value, label, children }',
    tags,
    permission: STAFF_GROUP_CODES,
    response: z.array(orgTreeOptionSchema),
  }),
  orgUnitManagerOptions: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization/manager_dropdown`,
    summary: 'Ours: active staff accounts (system AD) to pick a unit manager from, at most 50',
    tags,
    permission: ['organizationstaff', 'organizationstaff.manage'],
    query: managerOptionsQuery,
    response: z.array(orgOptionSchema),
  }),
  createOrgUnit: defineEndpoint({
    method: 'POST',
    path: `${P}/unit_organization`,
    summary: 'Create a unit; the server assigns its code',
    tags,
    permission: 'organizationstaff.manage',
    body: orgUnitBody,
    response: orgUnitSchema,
  }),
  getOrgUnit: defineEndpoint({
    method: 'GET',
    path: `${P}/unit_organization/:id`,
    summary: 'One unit with its type, parent, manager and office names',
    tags,
    permission: ORG_READ,
    params: idParam,
    response: orgUnitSchema,
  }),
  updateOrgUnit: defineEndpoint({
    method: 'PUT',
    path: `${P}/unit_organization/:id`,
    summary: 'Update a unit; moving it under itself or a descendant is refused (422)',
    tags,
    permission: 'organizationstaff.manage',
    params: idParam,
    body: orgUnitBody,
    response: orgUnitSchema,
  }),
  deleteOrgUnit: defineEndpoint({
    method: 'DELETE',
    path: `${P}/unit_organization/:id`,
    summary: 'Delete a unit; refused (409) while it has sub-units or staff',
    tags,
    permission: 'organizationstaff.manage',
    params: idParam,
    response: empty,
  }),
};
