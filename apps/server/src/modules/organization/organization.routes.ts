import type { FastifyInstance } from 'fastify';
import { organizationApi as api } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { createOfficeService } from './office.service.js';
import { createOrgUnitTypeService } from './org-unit-type.service.js';
import { createOrgUnitService } from './org-unit.service.js';
import { createPositionService } from './position.service.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';

/** Thin handlers: the services hold the rules (docs/organization.md). */
export function registerOrganizationRoutes(
  app: FastifyInstance,
  db: Db,
  protection: DeleteProtectionRegistry,
): void {
  const positions = createPositionService(db, protection);
  const offices = createOfficeService(db, protection);
  const units = createOrgUnitService(db, protection);
  const types = createOrgUnitTypeService(db, protection);
  const actor = (request: Parameters<typeof callerOf>[0]) => callerOf(request).accountId;

  // ---- Positions
  registerEndpoint(app, api.listPositions, ({ query }) =>
    positions.list({
      search: query.search,
      isActive: query.is_active,
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerEndpoint(app, api.positionNextCode, async () => ({ next_code: await positions.nextCode() }));
  registerEndpoint(app, api.positionDropdown, ({ query }) =>
    positions.dropdown({ search: query.search, includeInactive: query.include_inactive ?? false }),
  );
  registerEndpoint(app, api.createPosition, async (request) =>
    withMessage(await positions.create(request.body, actor(request)), 'organization.position_created'),
  );
  registerEndpoint(app, api.getPosition, ({ params }) => positions.get(params.id));
  registerEndpoint(app, api.updatePosition, async (request) =>
    withMessage(
      await positions.update(request.params.id, request.body, actor(request)),
      'organization.position_updated',
    ),
  );
  registerEndpoint(app, api.deletePosition, async (request) => {
    await positions.remove(request.params.id, actor(request));
    return withMessage({}, 'organization.position_deleted');
  });

  // ---- Offices
  registerEndpoint(app, api.listOffices, ({ query }) =>
    offices.list({
      search: query.search,
      isActive: query.is_active,
      areaId: query.area_id,
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerEndpoint(app, api.officeNextCode, async () => ({ next_code: await offices.nextCode() }));
  registerEndpoint(app, api.officeDropdown, ({ query }) =>
    offices.dropdown({ search: query.search, includeInactive: query.include_inactive ?? false }),
  );
  registerEndpoint(app, api.createOffice, async (request) =>
    withMessage(await offices.create(request.body, actor(request)), 'organization.office_created'),
  );
  registerEndpoint(app, api.getOffice, ({ params }) => offices.get(params.id));
  registerEndpoint(app, api.updateOffice, async (request) =>
    withMessage(
      await offices.update(request.params.id, request.body, actor(request)),
      'organization.office_updated',
    ),
  );
  registerEndpoint(app, api.deleteOffice, async (request) => {
    await offices.remove(request.params.id, actor(request));
    return withMessage({}, 'organization.office_deleted');
  });

  // ---- Unit types
  registerEndpoint(app, api.listOrgUnitTypes, () => types.list());
  registerEndpoint(app, api.createOrgUnitType, async (request) =>
    withMessage(await types.create(request.body, actor(request)), 'organization.type_created'),
  );
  registerEndpoint(app, api.updateOrgUnitType, async (request) =>
    withMessage(
      await types.update(request.params.id, request.body, actor(request)),
      'organization.type_updated',
    ),
  );
  registerEndpoint(app, api.deleteOrgUnitType, async (request) => {
    await types.remove(request.params.id, actor(request));
    return withMessage({}, 'organization.type_deleted');
  });

  // ---- Units
  registerEndpoint(app, api.listOrgUnits, ({ query }) =>
    units.list({
      search: query.search,
      parentId: query.parent_id,
      rootsOnly: query.root,
      typeId: query.type_id,
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerEndpoint(app, api.orgUnitTree, () => units.tree());
  registerEndpoint(app, api.orgUnitNextCode, async () => ({ next_code: await units.nextCode() }));
  registerEndpoint(app, api.orgUnitDropdown, () => units.dropdown());
  registerEndpoint(app, api.orgUnitManagerOptions, (request) =>
    units.managerOptions(callerOf(request).scope, request.query.search, request.query.id),
  );
  registerEndpoint(app, api.createOrgUnit, async (request) =>
    withMessage(await units.create(request.body, actor(request)), 'organization.unit_created'),
  );
  registerEndpoint(app, api.getOrgUnit, ({ params }) => units.get(params.id));
  registerEndpoint(app, api.updateOrgUnit, async (request) =>
    withMessage(
      await units.update(request.params.id, request.body, actor(request)),
      'organization.unit_updated',
    ),
  );
  registerEndpoint(app, api.deleteOrgUnit, async (request) => {
    await units.remove(request.params.id, actor(request));
    return withMessage({}, 'organization.unit_deleted');
  });
}
