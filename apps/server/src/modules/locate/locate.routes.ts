import type { FastifyInstance } from 'fastify';
import { locateApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { LocateService } from './locate.service.js';

/** Areas and zones: thin handlers over the locate service. */
export function registerLocateRoutes(app: FastifyInstance, locate: LocateService): void {
  registerEndpoint(app, locateApi.getAllArea, (r) => locate.listAreas(callerOf(r), r.query));
  registerEndpoint(app, locateApi.getArea, (r) => locate.getArea(callerOf(r), r.params.id));
  registerEndpoint(app, locateApi.createArea, async (r) =>
    withMessage(await locate.createArea(callerOf(r), r.body), 'locate.area_created'),
  );
  registerEndpoint(app, locateApi.updateArea, async (r) =>
    withMessage(await locate.updateArea(callerOf(r), r.params.id, r.body), 'locate.area_updated'),
  );
  registerEndpoint(app, locateApi.deleteArea, async (r) => {
    await locate.deleteArea(callerOf(r), r.params.id);
    return withMessage({}, 'locate.area_deleted');
  });
  registerEndpoint(app, locateApi.zoneByArea, (r) => locate.zonesByArea(callerOf(r), r.params.area_id));
  registerEndpoint(app, locateApi.getAllZone, (r) => locate.listZones(callerOf(r), r.query));
  registerEndpoint(app, locateApi.getZone, (r) => locate.getZone(callerOf(r), r.params.id));
  registerEndpoint(app, locateApi.createZone, async (r) =>
    withMessage(await locate.createZone(callerOf(r), r.body), 'locate.zone_created'),
  );
  registerEndpoint(app, locateApi.updateZone, async (r) =>
    withMessage(await locate.updateZone(callerOf(r), r.params.id, r.body), 'locate.zone_updated'),
  );
  registerEndpoint(app, locateApi.deleteZone, async (r) => {
    await locate.deleteZone(callerOf(r), r.params.id);
    return withMessage({}, 'locate.zone_deleted');
  });
  registerEndpoint(app, locateApi.getAllAccountInZone, (r) => locate.accountsIn(callerOf(r), r.body));
  registerEndpoint(app, locateApi.locateDropdown, (r) =>
    locate.dropdown(callerOf(r), r.query.include_inactive ?? false),
  );
}
