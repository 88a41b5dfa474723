import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';

export function registerEmployeeContractModule(_app: FastifyInstance, _ctx: AppContext): void {}
