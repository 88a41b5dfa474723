import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/app-error.js';
import { satisfies, type Caller, type CallerResolver } from './caller.js';
import { routeAccessOf } from '../http/route-access.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/**
 * Every request: resolve the caller (if a token came), then enforce the route's declared access.
 * Public routes still see a caller when one is signed in, but never require it. Runs on `onRequest`,
 * before the body is parsed and validated, so an anonymous caller learns nothing about a protected
 * route's fields (401, never 400 with field names).
 */
export function registerAuthHooks(app: FastifyInstance, resolveCaller: CallerResolver): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const access = routeAccessOf(request.routeOptions.config);
    if (!access) return; // 404 handler and framework routes
    const token = bearerOf(request);
    request.caller = token ? await resolveCaller(token) : null;
    if (access.public) return;
    if (!request.caller) throw unauthorized(token ? 'error.session_ended' : 'error.unauthorized');
    if (!satisfies(request.caller, access.permission)) throw forbidden();
  });
}

/** The signed-in caller of a protected route; the auth hook guarantees it is present. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
