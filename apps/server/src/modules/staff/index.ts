import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';

export function registerStaffModule(_app: FastifyInstance, _ctx: AppContext): void {}
