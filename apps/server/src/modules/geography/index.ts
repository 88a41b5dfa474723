import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';

export function registerGeographyModule(_app: FastifyInstance, _ctx: AppContext): void {}
