import type { FastifyInstance } from 'fastify';
import { transportApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { DriverService } from './driver.service.js';

/** Drivers: thin handlers over the service. */
export function registerDriverRoutes(app: FastifyInstance, service: DriverService): void {
  registerEndpoint(app, transportApi.listDriver, (r) => service.list(r.body));
  registerEndpoint(app, transportApi.getDriver, (r) => service.get(r.params.id));
  registerEndpoint(app, transportApi.allDriver, () => service.options());
  registerEndpoint(app, transportApi.createDriver, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'transport.driver_created'),
  );
  registerEndpoint(app, transportApi.updateDriver, async (r) =>
    withMessage(await service.update(callerOf(r), r.params.id, r.body), 'transport.driver_updated'),
  );
  registerEndpoint(app, transportApi.deleteDriver, async (r) => {
    await service.remove(callerOf(r), r.params.id);
    return withMessage({}, 'transport.driver_deleted');
  });
}
