import type { FastifyInstance } from 'fastify';
import { transportApi, type ShipmentAction } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { ShipmentService } from './shipment.service.js';

const DONE: Record<ShipmentAction, string> = {
  depart: 'transport.shipment_departed',
  deliver: 'transport.shipment_delivered',
  return: 'transport.shipment_returned',
  cancel: 'transport.shipment_cancelled',
};

/** Shipments: thin handlers over the service. */
export function registerShipmentRoutes(app: FastifyInstance, service: ShipmentService): void {
  registerEndpoint(app, transportApi.listTransport, (r) => service.list(callerOf(r), r.body));
  registerEndpoint(app, transportApi.getTransport, (r) => service.get(callerOf(r), r.params.id));
  registerEndpoint(app, transportApi.shipmentCandidates, (r) =>
    service.candidates(callerOf(r), r.query.warehouse_id),
  );
  registerEndpoint(app, transportApi.createTransport, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'transport.shipment_created'),
  );
  registerEndpoint(app, transportApi.actionTransport, async (r) =>
    withMessage(await service.action(callerOf(r), r.params.id, r.body), DONE[r.body.action]),
  );
}
