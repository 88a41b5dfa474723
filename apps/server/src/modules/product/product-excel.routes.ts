import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_TEMPLATE_PATH,
  productApi,
  productExportQuery,
  type ProductExportQuery,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { excelFileName, sendWorkbook } from '../../platform/excel/index.js';
import { readFileUpload } from '../../platform/files/index.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { createProductExport } from './product-export.js';
import { createProductImport } from './product-import.js';
import type { ProductService } from './product.service.js';

const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

/** Excel: the product export, the import template, its preview and its commit. */
export function registerProductExcelRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  products: ProductService,
): void {
  const importer = createProductImport(ctx);
  const exporter = createProductExport(ctx.db, products);

  registerEndpoint(app, productApi.importPreview, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return importer.preview(upload.data, localeOf(r));
  });
  registerEndpoint(app, productApi.import, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return withMessage(await importer.import(callerOf(r), upload.data, localeOf(r)), 'product.import_done');
  });

  // Excel downloads: bytes, not the JSON envelope.
  app.route({
    method: 'GET',
    url: PRODUCT_EXPORT_PATH,
    config: { access: { permission: 'product' } },
    schema: {
      summary:
        'Products as .xlsx: `t` ALL/OUT/IN, `c` F (a row per variant and unit) or P (a row per product), and the list filters',
      tags: ['product'],
      querystring: productExportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const query = request.query as ProductExportQuery;
      const locale = localeOf(request);
      return sendWorkbook(
        reply,
        excelFileName(`san-pham-${query.t.toLowerCase()}`),
        await exporter.workbook(query, locale),
      );
    },
  });
  app.route({
    method: 'GET',
    url: PRODUCT_IMPORT_TEMPLATE_PATH,
    config: { access: { permission: 'product.manage' } },
    schema: {
      summary: 'The .xlsx template of the product import (headers and sample rows)',
      tags: ['product'],
      security: [{ bearer: [] }],
    },
    handler: async (_request, reply) =>
      sendWorkbook(reply, 'mau-nhap-san-pham.xlsx', await exporter.template()),
  });
}
