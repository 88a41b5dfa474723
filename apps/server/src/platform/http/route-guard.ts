import type { FastifyInstance } from 'fastify';
import { MissingRouteAccessError, routeAccessOf } from './route-access.js';

/** Registration throws for any route that declares neither a permission nor `public: true`. */
export function enforceRouteAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' && route.prefixTrailingSlash === undefined) return;
    const access = routeAccessOf(route.config);
    if (!access) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new MissingRouteAccessError(method, route.url);
    }
  });
}
