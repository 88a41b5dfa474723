import type { FastifyInstance } from 'fastify';
import {
  ORDER_PDF_PATH,
  idParam,
  orderApi,
  orderPdfFileName,
  orderPdfQuery,
  type OrderPdfQuery,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { localeOf } from '../../platform/http/locale.js';
import { sendPdf } from '../../platform/pdf/index.js';
import { readCompanyProfile } from '../organization/index.js';
import { orderPdf } from './order-document.js';
import type { OrderService } from './order.service.js';

/**
 * `GET v3/orders/:id/pdf?kind=confirmation|delivery`: bytes, not the JSON envelope. The order is
 * read through the service's detail read, so the code and the visibility are those of `orderApi.get`
 * (an order the caller may not see is a 404).
 */
export function registerOrderDocumentRoutes(app: FastifyInstance, db: Db, orders: OrderService): void {
  app.route({
    method: 'GET',
    url: ORDER_PDF_PATH,
    config: { access: { permission: orderApi.get.permission } },
    schema: {
      summary: 'The order as a PDF: order confirmation or delivery note, with the company header',
      tags: ['order'],
      params: idParam,
      querystring: orderPdfQuery,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const { kind } = request.query as Required<OrderPdfQuery>;
      const order = await orders.get(callerOf(request), id);
      const bytes = await orderPdf(order, await readCompanyProfile(db), kind, localeOf(request));
      return sendPdf(reply, orderPdfFileName(order.code), bytes);
    },
  });
}
