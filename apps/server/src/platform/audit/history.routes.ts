import type { FastifyInstance } from 'fastify';
import { platformApi } from '@kenh/contract';
import type { AppContext } from '../app-context.js';
import { callerOf } from '../auth/auth-hooks.js';
import { notFound } from '../http/app-error.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import { recordHistory } from './history.js';

/**
 * `GET /platform/api/history/:entity/:id`: any signed-in caller by the contract, then the record's
 * own read rule (`ctx.records.canRead`); a caller who may not read the record gets 404, exactly
 * like an unknown entity, so the answer reveals nothing.
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, platformApi.history, async (request) => {
    const { entity, id } = request.params;
    if (!(await ctx.records.canRead(callerOf(request), entity, id))) throw notFound();
    return recordHistory(ctx.db, ctx, entity, id, request.query);
  });
}
