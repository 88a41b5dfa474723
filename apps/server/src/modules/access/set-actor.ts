import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { DataScope } from '../../platform/auth/caller.js';

/** Who changes a named set, as its service's methods take it: the acting account and its data scope. */
export function actor(request: FastifyRequest): [actorId: number, scope: DataScope] {
  const caller = callerOf(request);
  return [caller.accountId, caller.scope];
}
