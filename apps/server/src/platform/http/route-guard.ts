import type {} from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { MissingRouteAccessError, routeAccessOf, type RouteAccess } from './route-access.js';

/**
 * Routes added by framework plugins that cannot carry our `config.access`: the OpenAPI UI
 * (@fastify/swagger-ui registers its page, assets and JSON/YAML under its prefix) and the CORS
 * preflight (`OPTIONS *` of @fastify/cors). They are public by nature, and only these exact
 * entries are accepted — any other route without a declaration still fails registration.
 */
export interface FrameworkRoute {
  /** A path prefix (`/api/docs` matches `/api/docs` and `/api/docs/...`) or an exact url. */
  url: string;
  prefix?: boolean;
  /** Limit to one method (e.g. OPTIONS for the preflight). */
  method?: string;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Hidden from the OpenAPI document (health, static files, docs UI). */
  hidden: boolean;
  /** Registered through `registerEndpoint` from a contract endpoint. */
  contractEndpoint: boolean;
  /** Allowed through the framework allow-list. */
  framework: boolean;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on the app (HEAD twins of GET routes excluded), in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method.map(String) : [String(route.method)];
}

function isFrameworkRoute(route: RouteOptions, allowList: readonly FrameworkRoute[]): boolean {
  const methods = methodsOf(route);
  return allowList.some((entry) => {
    if (entry.method && !methods.every((m) => m === entry.method)) return false;
    if (entry.prefix) return route.url === entry.url || route.url.startsWith(`${entry.url}/`);
    return route.url === entry.url;
  });
}

/**
 * Registration throws for any route that declares neither a permission nor `public: true`, except
 * the framework routes of `allowList`, which are marked public here. Every route is recorded for
 * `registeredRoutes(app)` (OpenAPI parity and the route → permission table).
 */
export function enforceRouteAccessDeclarations(
  app: FastifyInstance,
  allowList: readonly FrameworkRoute[] = [],
): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    const framework = !routeAccessOf(route.config) && isFrameworkRoute(route, allowList);
    if (framework) route.config = { ...route.config, access: { public: true } };
    // Fastify's automatic HEAD twin of a GET route is checked through its GET route.
    if (route.method === 'HEAD' && route.prefixTrailingSlash === undefined) return;
    const access = routeAccessOf(route.config);
    const method = methodsOf(route).join(',');
    if (!access) throw new MissingRouteAccessError(method, route.url);
    routes.push({
      method,
      url: route.url,
      access,
      hidden: route.schema?.hide === true,
      contractEndpoint: route.config?.contractEndpoint === true,
      framework,
    });
  });
}
