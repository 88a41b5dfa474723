import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  PRICE_LIST_EXPORT_PATH,
  PRICE_LIST_IMAGE_MAX_BYTES,
  PRICE_LIST_IMPORT_TEMPLATE_PATH,
  PRICE_LISTS_EXPORT_PATH,
  idParam,
  priceListApi,
  priceListItemsQuery,
  priceListsExportQuery,
  type PriceListsExportQuery,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { excelFileName, sendWorkbook } from '../../platform/excel/index.js';
import { readFileUpload } from '../../platform/files/index.js';
import { notFound } from '../../platform/http/app-error.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { exportWorkbook } from './price-list-excel.js';
import { priceListsWorkbook } from './price-list-export.js';
import type { PriceListImages } from './price-list-images.service.js';
import { importModeOf, type PriceListImport } from './price-list-import.js';
import { allItemRows } from './price-list-items.repository.js';
import { findPriceListRow } from './price-list.repository.js';

const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;
const exportQuery = priceListItemsQuery.pick({ search: true });

/** A list's images and its rows in Excel (template, import preview and commit, export); the lists' export. */
export function registerPriceListFileRoutes(
  app: FastifyInstance,
  db: Db,
  images: PriceListImages,
  importer: PriceListImport,
): void {
  registerEndpoint(app, priceListApi.images, (r) => images.list(r.params.id));
  registerEndpoint(app, priceListApi.uploadImage, async (r) => {
    const upload = await readFileUpload(r, PRICE_LIST_IMAGE_MAX_BYTES);
    return withMessage(await images.add(callerOf(r), r.params.id, upload), 'price-list.image_added');
  });
  registerEndpoint(app, priceListApi.deleteImage, async (r) => {
    await images.remove(callerOf(r), r.params.id, r.params.fileId);
    return withMessage({}, 'price-list.image_deleted');
  });

  registerEndpoint(app, priceListApi.importPreview, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    return importer.preview(r.params.id, upload.data, localeOf(r));
  });
  registerEndpoint(app, priceListApi.import, async (r) => {
    const upload = await readFileUpload(r, IMPORT_LIMIT_BYTES);
    const mode = importModeOf(upload.fields.mode);
    return withMessage(
      await importer.import(callerOf(r), r.params.id, upload.data, mode, localeOf(r)),
      'price-list.imported',
    );
  });

  // Excel downloads: bytes, not the JSON envelope.
  app.route({
    method: 'GET',
    url: PRICE_LIST_EXPORT_PATH,
    config: { access: { permission: 'pricelistproduct' } },
    schema: {
      summary: 'The rows of a price list as .xlsx (the import’s columns), with the row search',
      tags: ['price-list'],
      params: idParam,
      querystring: exportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParam>;
      const { search } = request.query as z.infer<typeof exportQuery>;
      const list = await findPriceListRow(db, id);
      if (!list) throw notFound('price-list.not_found');
      const rows = await allItemRows(db, id, search);
      return sendWorkbook(
        reply,
        excelFileName(`bang-gia-${list.code.toLowerCase()}`),
        await exportWorkbook(rows, localeOf(request)),
      );
    },
  });
  app.route({
    method: 'GET',
    url: PRICE_LISTS_EXPORT_PATH,
    config: { access: { permission: 'pricelistproduct' } },
    schema: {
      summary:
        'The price lists matching the list filters as .xlsx, a row per price (at most 100,000 rows, else 422)',
      tags: ['price-list'],
      querystring: priceListsExportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const query = request.query as PriceListsExportQuery;
      return sendWorkbook(
        reply,
        excelFileName('bang-gia'),
        await priceListsWorkbook(db, query, localeOf(request)),
      );
    },
  });
  app.route({
    method: 'GET',
    url: PRICE_LIST_IMPORT_TEMPLATE_PATH,
    config: { access: { permission: 'pricelistproduct.manage' } },
    schema: {
      summary: 'The .xlsx template of a price list’s rows: every active variant and unit, price blank',
      tags: ['price-list'],
      security: [{ bearer: [] }],
    },
    handler: async (_request, reply) => sendWorkbook(reply, 'mau-bang-gia.xlsx', await importer.template()),
  });
}
