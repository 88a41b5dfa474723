import type { FastifyInstance } from 'fastify';
import { ORDER_EXPORT_PATH, orderApi, orderExportQuery, type OrderExportQuery } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { excelFileName, streamTableWorkbook } from '../../platform/excel/index.js';
import { localeOf, translate } from '../../platform/http/locale.js';
import { orderExportColumns, type OrderExport } from './order-export.js';

/** `GET v3/orders/export`: the order list with its filters as a streamed .xlsx (bytes, not the envelope). */
export function registerOrderExportRoutes(app: FastifyInstance, exporter: OrderExport): void {
  app.route({
    method: 'GET',
    url: ORDER_EXPORT_PATH,
    config: { access: { permission: orderApi.list.permission } },
    schema: {
      summary: 'The order list as .xlsx, streamed, with the v3 list filters and sort as query parameters',
      tags: ['order'],
      querystring: orderExportQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const locale = localeOf(request);
      const { rowCount, rows } = await exporter.prepare(
        callerOf(request),
        request.query as OrderExportQuery,
        locale,
      );
      await streamTableWorkbook(
        reply,
        excelFileName('don-hang'),
        translate('order_export.sheet', locale),
        orderExportColumns(locale),
        rows,
        { rowCount },
      );
      return reply;
    },
  });
}
