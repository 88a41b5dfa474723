/**
 * Employee (labour) contracts: list, create, edit, status actions, attachments, Excel export
 * (docs/employee-contract.md). For other modules:
 *
 * - `employeeContracts` — the Drizzle table (`.references(() => employeeContracts.id)`).
 * - `countContractsOfStaff(db, staffId)` — contracts of a staff member (e.g. to refuse deleting it).
 * - `registerEmployeeContractModule(app, ctx)` — routes under `/staff/api/`.
 */
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_CONTRACT_READ } from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { positionUsage } from '../organization/index.js';
import { countContractsWithPosition } from './employee-contract.repository.js';
import { registerEmployeeContractRoutes } from './employee-contract.routes.js';
import { CONTRACT_ENTITY, createEmployeeContractService } from './employee-contract.service.js';

export { employeeContracts } from './employee-contract.tables.js';
export { countContractsOfStaff } from './employee-contract.repository.js';

export function registerEmployeeContractModule(app: FastifyInstance, ctx: AppContext): void {
  const service = createEmployeeContractService(ctx);
  registerEmployeeContractRoutes(app, service);
  // A position written on contracts cannot be deleted ("… đang được sử dụng (n bản ghi)").
  positionUsage.register('employee_contract', countContractsWithPosition);
  // History and attachments: a read code, then the contract's staff member within the data scope.
  ctx.records.register(CONTRACT_ENTITY, { permission: EMPLOYEE_CONTRACT_READ, inScope: service.inScope });
}
