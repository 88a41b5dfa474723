import type { FastifyInstance } from 'fastify';
import { transportApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { VehicleService } from './vehicle.service.js';

/** Vehicles: thin handlers over the service. */
export function registerVehicleRoutes(app: FastifyInstance, service: VehicleService): void {
  registerEndpoint(app, transportApi.listVehicle, (r) => service.list(r.body));
  registerEndpoint(app, transportApi.getVehicle, (r) => service.get(r.params.id));
  registerEndpoint(app, transportApi.allVehicle, () => service.options());
  registerEndpoint(app, transportApi.createVehicle, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'transport.vehicle_created'),
  );
  registerEndpoint(app, transportApi.updateVehicle, async (r) =>
    withMessage(await service.update(callerOf(r), r.params.id, r.body), 'transport.vehicle_updated'),
  );
  registerEndpoint(app, transportApi.deleteVehicle, async (r) => {
    await service.remove(callerOf(r), r.params.id);
    return withMessage({}, 'transport.vehicle_deleted');
  });
}
