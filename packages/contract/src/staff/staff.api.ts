import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  allStaffQuery,
  createStaffBody,
  importPreviewSchema,
  importResultSchema,
  inactiveStaffBody,
  masterItemSchema,
  nationResult,
  parentIdQuery,
  staffDetailSchema,
  staffDropdownQuery,
  staffFields,
  staffListQuery,
  staffOptionSchema,
  staffSchema,
  staffSearchQuery,
} from './staff.schemas.js';

const tags = ['staff'] as const;
const mTags = ['staff', 'm_staff'] as const;
const READ = 'employeestaff' as const;
const WRITE = 'employeestaff.manage' as const;

/** Excel downloads answer bytes, not the JSON envelope: plain routes, same filter schema as `staff_list`. */
export const STAFF_EXPORT_PATH = '/m_staff/api/export';
export const STAFF_IMPORT_TEMPLATE_PATH = '/m_staff/api/import_template';

/**
 * Staff calls (docs/staff.md). `staff` (account-linked view) and `m_staff` (HR records) share one
 * table and one service: both create/update paths run the same code.
 */
export const staffApi = {
  // --- staff service ----------------------------------------------------------------------------
  allStaff: defineEndpoint({
    method: 'GET',
    path: '/staff/api/all_staff',
    summary: "Staff, paged; by the manager's account (account_parent_id), account system, search",
    tags,
    permission: READ,
    query: allStaffQuery,
    response: pageOf(staffSchema),
  }),
  staffNoParent: defineEndpoint({
    method: 'GET',
    path: '/staff/api/staff_no_parent',
    summary: 'Staff without a manager (the tops of the reporting tree), paged',
    tags,
    permission: READ,
    query: staffSearchQuery,
    response: pageOf(staffSchema),
  }),
  staffByParent: defineEndpoint({
    method: 'GET',
    path: '/staff/api/get_all_staff_by_id_parent',
    summary: 'Direct reports of a staff member (?id=), paged',
    tags,
    permission: READ,
    query: parentIdQuery,
    response: pageOf(staffSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/staff/api/staff',
    summary: 'Staff list with the staff_list filters as query parameters',
    tags,
    permission: READ,
    query: staffListQuery,
    response: pageOf(staffSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/staff/api/staff/:id',
    summary: 'One staff record with relatives',
    tags,
    permission: READ,
    params: idParam,
    response: staffDetailSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/staff/api/my_staff',
    summary: "The caller's own staff record (null when their account has none)",
    tags,
    permission: SIGNED_IN,
    response: staffDetailSchema.nullable(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/staff/api/staff',
    summary: 'Create a staff record (same as m_staff POST staff)',
    tags,
    permission: WRITE,
    body: staffFields,
    response: staffDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/staff/api/staff/:id',
    summary: 'Replace a staff record (same as m_staff PUT staff/:id)',
    tags,
    permission: WRITE,
    params: idParam,
    body: staffFields,
    response: staffDetailSchema,
  }),
  createStaff: defineEndpoint({
    method: 'POST',
    path: '/staff/api/create_staff',
    summary: 'Create a staff record and, with `login`, its AD login account in one transaction',
    tags,
    permission: WRITE,
    body: createStaffBody,
    response: staffDetailSchema,
  }),
  inactiveStaff: defineEndpoint({
    method: 'POST',
    path: '/staff/api/inactive_staff',
    summary: 'Mark staff inactive',
    tags,
    permission: WRITE,
    body: inactiveStaffBody,
    response: z.object({ updated: z.number().int() }),
  }),
  nation: defineEndpoint({
    method: 'GET',
    path: '/staff/api/nation',
    summary: "Nationalities and Vietnam's 54 ethnic groups (vi/en)",
    tags,
    permission: SIGNED_IN,
    response: nationResult,
  }),
  relation: defineEndpoint({
    method: 'GET',
    path: '/staff/api/relation',
    summary: 'Kinds of relatives (vi/en)',
    tags,
    permission: SIGNED_IN,
    response: z.array(masterItemSchema),
  }),

  // --- m_staff service --------------------------------------------------------------------------
  staffList: defineEndpoint({
    method: 'POST',
    path: '/m_staff/api/staff_list',
    summary: 'HR records list: search, unit, position, office, area, zone, status, join dates; paged',
    tags: mTags,
    permission: READ,
    body: staffListQuery,
    response: pageOf(staffSchema),
  }),
  mGet: defineEndpoint({
    method: 'GET',
    path: '/m_staff/api/staff/:id',
    summary: 'One staff record with relatives',
    tags: mTags,
    permission: READ,
    params: idParam,
    response: staffDetailSchema,
  }),
  mCreate: defineEndpoint({
    method: 'POST',
    path: '/m_staff/api/staff',
    summary: 'Create a staff record',
    tags: mTags,
    permission: WRITE,
    body: staffFields,
    response: staffDetailSchema,
  }),
  mUpdate: defineEndpoint({
    method: 'PUT',
    path: '/m_staff/api/staff/:id',
    summary: 'Replace a staff record (relatives replaced as a list)',
    tags: mTags,
    permission: WRITE,
    params: idParam,
    body: staffFields,
    response: staffDetailSchema,
  }),
  dropdown: defineEndpoint({
    method: 'GET',
    path: '/m_staff/api/get_dropdown_staff',
    summary: 'Staff options for selects: label = name, label_child = code · position',
    tags: mTags,
    permission: [READ, 'employeecontractstaff'],
    query: staffDropdownQuery,
    response: z.array(staffOptionSchema),
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/m_staff/api/import_preview',
    summary: 'Check an .xlsx staff file row by row; nothing is written',
    tags: mTags,
    permission: WRITE,
    multipart: true,
    response: importPreviewSchema,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/m_staff/api/import',
    summary: 'Import an .xlsx staff file: all rows in one transaction, or 422 with every bad cell',
    tags: mTags,
    permission: WRITE,
    multipart: true,
    response: importResultSchema,
  }),
};
