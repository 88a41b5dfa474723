import type { FastifyInstance } from 'fastify';
import { accessApi, moduleActionCatalogue, permissionCatalogue } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint } from '../../platform/http/register-endpoint.js';

/** The permission catalogue and the caller's own effective permissions. */
export function registerPermissionRoutes(app: FastifyInstance): void {
  const catalogue = { modules: permissionCatalogue(), module_actions: moduleActionCatalogue() };
  registerEndpoint(app, accessApi.listPermissions, () => Promise.resolve(catalogue));

  // The caller was resolved for this request, so this is as fresh as the permission check itself.
  registerEndpoint(app, accessApi.getUserPermission, (request) => {
    const caller = callerOf(request);
    return Promise.resolve({
      permission: [...caller.permissions].sort(),
      module_permission: caller.modulePermission,
      role: caller.role,
      is_superuser: caller.isSuperuser,
    });
  });
}
