import type { FastifyInstance } from 'fastify';
import type { AccessLoader, AppContext } from '../../platform/app-context.js';
import type { SessionVerifier } from '../../platform/auth/caller.js';

// Scaffold: the account module replaces these with the real session verifier and routes.
export function createSessionVerifier(_ctx: AppContext): SessionVerifier {
  return () => Promise.resolve(null);
}

export function registerAccountModule(
  _app: FastifyInstance,
  _ctx: AppContext,
  _deps: { loadAccess: AccessLoader },
): void {}
