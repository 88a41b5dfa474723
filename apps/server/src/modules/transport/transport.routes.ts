import type { FastifyInstance } from 'fastify';
import { transportApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { TransportService } from './transport.service.js';

/** Transport records: thin handlers over the service. */
export function registerTransportRoutes(app: FastifyInstance, service: TransportService): void {
  registerEndpoint(app, transportApi.list, (r) => service.list(callerOf(r), r.query));
  registerEndpoint(app, transportApi.get, (r) => service.get(callerOf(r), r.params.id));
  registerEndpoint(app, transportApi.create, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'transport.created'),
  );
  registerEndpoint(app, transportApi.update, async (r) =>
    withMessage(await service.update(callerOf(r), r.params.id, r.body), 'transport.updated'),
  );
  registerEndpoint(app, transportApi.delete, async (r) => {
    await service.remove(callerOf(r), r.params.id);
    return withMessage({}, 'transport.deleted');
  });
  registerEndpoint(app, transportApi.status, async (r) =>
    withMessage(
      await service.changeStatus(callerOf(r), r.params.id, r.body.action),
      'transport.status_changed',
    ),
  );
}
