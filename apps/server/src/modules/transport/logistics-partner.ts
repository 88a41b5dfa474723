import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Page, TransportOrder, TransportOrderDetail, TransportOrderListQuery } from '@kenh/contract';
import type { AppConfig } from '../../platform/config/config.js';
import { AppError, notFound, unprocessable } from '../../platform/http/app-error.js';
import { createJsonClient, OutboundError, type JsonAnswer } from '../../platform/outbound/index.js';
import {
  partnerEnvelope,
  partnerOrderDetail,
  partnerOrderPage,
  type PartnerOrder,
} from './logistics-partner.schemas.js';

/** The header carrying Kênh's token, as the partner names it. */
export const PARTNER_TOKEN_HEADER = 'Token';

const orderOf = (o: PartnerOrder): TransportOrder => ({
  id: o.order_code,
  status: o.status,
  receiver_name: o.receiver.name,
  receiver_phone: o.receiver.phone,
  receiver_address: o.receiver.address,
  cod_amount: o.cod_amount,
  fee: o.total_fee,
  weight_kg: o.weight / 1000,
  created_at: o.created_at,
  expected_delivery: o.expected_delivery_time,
});

// The partner being down or unreadable is our outage, not the caller's mistake: a 500 (logged as an
// error); the envelope's statuses have no 502. What the partner refuses is a 422 naming its reason.
const unavailable = () => new AppError(500, 'transport.logistics_unavailable');
const badAnswer = () => new AppError(500, 'transport.logistics_bad_answer');

/** The partner's `data` of a successful answer; every other answer becomes a localised error. */
function dataOf<S extends z.ZodType>(answer: JsonAnswer, schema: S): z.output<S> {
  if (answer.status === 401 || answer.status === 403)
    throw unprocessable('transport.logistics_token_refused');
  if (answer.status === 404) throw notFound('transport.order_not_found');
  const envelope = partnerEnvelope.safeParse(answer.body);
  if (!envelope.success)
    throw answer.status === 200
      ? badAnswer()
      : unprocessable('transport.logistics_refused', { code: answer.status, message: '' });
  const { error_code: code, message } = envelope.data;
  if (answer.status !== 200 || code !== 0)
    throw unprocessable('transport.logistics_refused', { code, message });
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw badAnswer();
  return data.data;
}

/**
 * The logistics partner's transport orders, read live through the outbound client (timeouts,
 * retries with backoff on network errors and 5xx). Without a configured connection every call is a
 * 422 saying so: there is no stand-in data.
 */
export function createLogisticsPartner(config: AppConfig['logistics'], log: FastifyBaseLogger) {
  const client =
    config &&
    createJsonClient({
      baseUrl: config.baseUrl,
      headers: { [PARTNER_TOKEN_HEADER]: config.token },
      timeoutMs: config.timeoutMs,
      retries: config.retries,
      backoffMs: config.backoffMs,
      onRetry: (retry) => log.warn(retry, 'logistics partner call failed; retrying'),
    });

  async function get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number | undefined>,
    schema: S,
  ) {
    if (!client) throw unprocessable('transport.logistics_not_configured');
    let answer: JsonAnswer;
    try {
      answer = await client.get(path, query);
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      log.error({ err: error }, 'logistics partner unreachable');
      throw error.failure === 'invalid_json' ? badAnswer() : unavailable();
    }
    return dataOf(answer, schema);
  }

  return {
    async list(query: TransportOrderListQuery): Promise<Page<TransportOrder> & { configured: boolean }> {
      if (!client) return { results: [], total: 0, configured: false };
      const page = await get(
        'orders',
        { page: query.page + 1, limit: query.page_size, keyword: query.search, status: query.status },
        partnerOrderPage,
      );
      return { results: page.orders.map(orderOf), total: page.total, configured: true };
    },

    async get(code: string): Promise<TransportOrderDetail> {
      const o = await get(`orders/${encodeURIComponent(code)}`, {}, partnerOrderDetail);
      return {
        ...orderOf(o),
        sender_name: o.sender.name,
        sender_address: o.sender.address,
        note: o.note,
        events: o.logs.map((l) => ({ at: l.time, status: l.status, location: l.location, note: l.note })),
      };
    },
  };
}

export type LogisticsPartner = ReturnType<typeof createLogisticsPartner>;
