import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/** Liveness (process up) and readiness (database answers). */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', { config: { access: { public: true } }, schema: { hide: true } }, () => ({
    status: 'ok',
  }));
  app.get(
    '/ready',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.engine };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
