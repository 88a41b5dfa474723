import type { FastifyInstance } from 'fastify';
import type { AccessLoader, AppContext } from '../../platform/app-context.js';

// Scaffold: the access module replaces these with real effective permissions and routes.
export function createAccessLoader(_ctx: AppContext): AccessLoader {
  return () =>
    Promise.resolve({
      permissions: [],
      modulePermission: {},
      scope: { unrestricted: true, areaIds: [], zoneIds: [], accountIds: [] },
    });
}

export function registerAccessModule(_app: FastifyInstance, _ctx: AppContext): void {}
