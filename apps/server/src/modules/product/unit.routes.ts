import type { FastifyInstance } from 'fastify';
import { productApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { UnitService } from './unit.service.js';

/** Units: thin handlers over the unit service. */
export function registerUnitRoutes(app: FastifyInstance, units: UnitService): void {
  registerEndpoint(app, productApi.unitOptions, () => units.options());
  registerEndpoint(app, productApi.unitList, (r) => units.list(r.query));
  registerEndpoint(app, productApi.unitGet, (r) => units.get(r.params.id));
  registerEndpoint(app, productApi.unitCreate, async (r) =>
    withMessage(await units.create(callerOf(r), r.body), 'product.unit_created'),
  );
  registerEndpoint(app, productApi.unitUpdate, async (r) =>
    withMessage(await units.update(callerOf(r), r.params.id, r.body), 'product.unit_updated'),
  );
  registerEndpoint(app, productApi.unitDelete, async (r) => {
    await units.remove(callerOf(r), r.params.id);
    return withMessage({}, 'product.unit_deleted');
  });
}
