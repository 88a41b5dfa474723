import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountApi } from '@kenh/contract';
import type { AccessLoader } from '../../platform/app-context.js';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { ClientInfo, SessionService } from './session.service.js';

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

export function registerSessionRoutes(
  app: FastifyInstance,
  sessions: SessionService,
  loadAccess: AccessLoader,
): void {
  registerEndpoint(app, accountApi.login, (request) =>
    sessions.login(request.body, clientOf(request), loadAccess),
  );
  registerEndpoint(app, accountApi.refreshToken, (request) => sessions.refresh(request.body.refresh));
  registerEndpoint(app, accountApi.logout, async (request) => {
    await sessions.logout(callerOf(request).sessionId);
    return withMessage({}, 'account.logged_out');
  });
}
