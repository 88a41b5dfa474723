import type { FastifyInstance } from 'fastify';
import { transportApi } from '@kenh/contract';
import { registerEndpoint } from '../../platform/http/register-endpoint.js';
import type { LogisticsPartner } from './logistics-partner.js';

/** The logistics partner's transport orders: read through, nothing stored. */
export function registerLogisticsRoutes(app: FastifyInstance, partner: LogisticsPartner): void {
  registerEndpoint(app, transportApi.transportOrders, (r) => partner.list(r.query));
  registerEndpoint(app, transportApi.transportOrder, (r) => partner.get(r.params.code));
}
