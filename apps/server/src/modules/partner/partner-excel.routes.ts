import type { FastifyInstance } from 'fastify';
import {
  GROCERY_IMPORT_TEMPLATE_PATH,
  PARTNER_EXPORT_PATH,
  partnerApi,
  partnerExportQuery,
} from '@kenh/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { excelFileName, sendWorkbook } from '../../platform/excel/index.js';
import { readFileUpload } from '../../platform/files/index.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { exportWorkbook } from './partner-excel.js';
import { createGroceryImport } from './partner-import.js';
import { listInput } from './partner.routes.js';
import type { PartnerService } from './partner.service.js';

const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
/** Most rows one export writes (the list's filters narrow it further). */
const EXPORT_MAX_ROWS = 20_000;

/** Excel: the partner list export, the grocery import template, its preview and its commit. */
export function registerPartnerExcelRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  partners: PartnerService,
): void {
  const importer = createGroceryImport(ctx.db);

  registerEndpoint(app, partnerApi.groceryImportPreview, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return importer.preview(callerOf(r), upload.data, localeOf(r));
  });
  registerEndpoint(app, partnerApi.groceryImport, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return withMessage(await importer.import(callerOf(r), upload.data, localeOf(r)), 'partner.imported');
  });

  // Excel downloads: bytes, not the JSON envelope.
  app.route({
    method: 'GET',
    url: PARTNER_EXPORT_PATH,
    config: { access: { permission: 'partner' } },
    schema: {
      summary: 'A partner list as .xlsx, with the list filters (and type) as query parameters',
      tags: ['partner'],
      querystring: partnerExportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const q = request.query as z.infer<typeof partnerExportQuery>;
      const page = await partners.list(callerOf(request), {
        ...listInput(q, [q.type]),
        page: 0,
        pageSize: EXPORT_MAX_ROWS,
      });
      const base = `doi-tac-${q.type.toLowerCase()}`;
      return sendWorkbook(reply, excelFileName(base), await exportWorkbook(page.results, localeOf(request)));
    },
  });
  app.route({
    method: 'GET',
    url: GROCERY_IMPORT_TEMPLATE_PATH,
    config: { access: { permission: 'user.create' } },
    schema: {
      summary: 'The .xlsx template of the grocery store import (headers and a sample row)',
      tags: ['partner'],
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) =>
      sendWorkbook(reply, 'mau-nhap-cua-hang.xlsx', await importer.template(callerOf(request))),
  });
}
