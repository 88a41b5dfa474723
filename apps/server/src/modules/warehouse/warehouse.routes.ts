import type { FastifyInstance } from 'fastify';
import { warehouseApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { WarehouseService } from './warehouse.service.js';

/** Warehouse records: thin handlers over the service. */
export function registerWarehouseRoutes(app: FastifyInstance, service: WarehouseService): void {
  registerEndpoint(app, warehouseApi.list, (r) => service.list(callerOf(r), r.query));
  registerEndpoint(app, warehouseApi.get, (r) => service.get(callerOf(r), r.params.id));
  registerEndpoint(app, warehouseApi.create, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'warehouse.created'),
  );
  registerEndpoint(app, warehouseApi.update, async (r) =>
    withMessage(await service.update(callerOf(r), r.params.id, r.body), 'warehouse.updated'),
  );
  registerEndpoint(app, warehouseApi.delete, async (r) => {
    await service.remove(callerOf(r), r.params.id);
    return withMessage({}, 'warehouse.deleted');
  });
  registerEndpoint(app, warehouseApi.status, async (r) =>
    withMessage(
      await service.changeStatus(callerOf(r), r.params.id, r.body.action),
      'warehouse.status_changed',
    ),
  );
}
