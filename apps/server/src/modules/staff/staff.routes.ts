import type { FastifyInstance } from 'fastify';
import {
  STAFF_EXPORT_PATH,
  STAFF_IMPORT_TEMPLATE_PATH,
  staffApi,
  staffFilterQuery,
  ETHNICITIES,
  NATIONALITIES,
  RELATIONS,
  type StaffFilter,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { readFileUpload } from '../../platform/files/index.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { excelFileName, sendWorkbook } from '../../platform/excel/index.js';
import { exportWorkbook } from './staff-excel.js';
import { createStaffImport } from './staff-import.js';
import type { StaffService } from './staff.service.js';

const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * Both services' calls. Where `staff` and `m_staff` overlap (GET/PUT staff/:id, POST staff) the
 * handlers are the same service functions.
 */
export function registerStaffRoutes(app: FastifyInstance, ctx: AppContext, staff: StaffService): void {
  const importer = createStaffImport(ctx.db, staff);

  registerEndpoint(app, staffApi.allStaff, (r) => staff.allStaff(callerOf(r), r.query));
  registerEndpoint(app, staffApi.staffNoParent, (r) => staff.noParent(callerOf(r), r.query));
  registerEndpoint(app, staffApi.staffByParent, (r) => staff.byParent(callerOf(r), r.query));
  registerEndpoint(app, staffApi.list, (r) => staff.list(callerOf(r), r.query));
  registerEndpoint(app, staffApi.staffList, (r) => staff.list(callerOf(r), r.body));
  registerEndpoint(app, staffApi.mine, (r) => staff.mine(callerOf(r)));
  for (const endpoint of [staffApi.get, staffApi.mGet]) {
    registerEndpoint(app, endpoint, (r) => staff.get(callerOf(r), r.params.id));
  }
  for (const endpoint of [staffApi.create, staffApi.mCreate]) {
    registerEndpoint(app, endpoint, async (r) =>
      withMessage(await staff.create(callerOf(r), r.body), 'staff.created'),
    );
  }
  registerEndpoint(app, staffApi.createStaff, async (r) =>
    withMessage(await staff.create(callerOf(r), r.body), 'staff.created'),
  );
  for (const endpoint of [staffApi.update, staffApi.mUpdate]) {
    registerEndpoint(app, endpoint, async (r) =>
      withMessage(await staff.update(callerOf(r), r.params.id, r.body), 'staff.updated'),
    );
  }
  registerEndpoint(app, staffApi.inactiveStaff, async (r) =>
    withMessage(await staff.inactivate(callerOf(r), r.body.ids), 'staff.inactivated'),
  );
  registerEndpoint(app, staffApi.dropdown, (r) => staff.dropdown(callerOf(r), r.query));
  registerEndpoint(app, staffApi.nation, () =>
    Promise.resolve({ nationalities: [...NATIONALITIES], ethnicities: [...ETHNICITIES] }),
  );
  registerEndpoint(app, staffApi.relation, () => Promise.resolve([...RELATIONS]));

  registerEndpoint(app, staffApi.importPreview, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return importer.preview(callerOf(r), upload.data, localeOf(r));
  });
  registerEndpoint(app, staffApi.import, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return withMessage(await importer.import(callerOf(r), upload.data, localeOf(r)), 'staff.imported');
  });

  // Excel downloads: bytes, not the JSON envelope.
  app.route({
    method: 'GET',
    url: STAFF_EXPORT_PATH,
    config: { access: { permission: 'employeestaff' } },
    schema: {
      summary: 'The staff list as .xlsx, with the staff_list filters as query parameters',
      tags: ['staff', 'm_staff'],
      querystring: staffFilterQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const rows = await staff.exportRows(callerOf(request), request.query as StaffFilter);
      return sendWorkbook(reply, excelFileName('nhan-su'), await exportWorkbook(rows, localeOf(request)));
    },
  });
  app.route({
    method: 'GET',
    url: STAFF_IMPORT_TEMPLATE_PATH,
    config: { access: { permission: 'employeestaff.manage' } },
    schema: {
      summary: 'The .xlsx template for the staff import (headers, a sample row, drop-down lists)',
      tags: ['staff', 'm_staff'],
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) =>
      sendWorkbook(reply, 'mau-nhap-nhan-su.xlsx', await importer.template(callerOf(request))),
  });
}
