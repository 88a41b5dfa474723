/**
 * Employee (labour) contracts: list, create, edit, status actions, attachments, Excel export
 * (docs/employee-contract.md). For other modules:
 *
 * - `employeeContracts` — the Drizzle table (`.references(() => employeeContracts.id)`).
 * - `countContractsOfStaff(db, staffId)` — contracts of a staff member (e.g. to refuse deleting it).
 * - `employeeContractManifest` — routes under `/staff/api/`; contracts hold the positions written on them.
 */
import { EMPLOYEE_CONTRACT_READ } from '@kenh/contract';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { seedEmployeeContractDemo } from './employee-contract.demo.js';
import { countContractsWithPosition } from './employee-contract.repository.js';
import { registerEmployeeContractRoutes } from './employee-contract.routes.js';
import { createEmployeeContractService } from './employee-contract.service.js';

export { employeeContracts } from './employee-contract.tables.js';
export { countContractsOfStaff } from './employee-contract.repository.js';

export const employeeContractManifest: ModuleManifest = {
  name: 'employee-contract',
  dependsOn: ['account', 'access', 'notification', 'organization', 'staff'],
  register(app, ctx) {
    registerEmployeeContractRoutes(app, createEmployeeContractService(ctx));
  },
  // History and attachments: a read code, then the contract's staff member within the data scope.
  recordAccess: (ctx) => ({
    employee_contract: {
      permission: EMPLOYEE_CONTRACT_READ,
      inScope: createEmployeeContractService(ctx).inScope,
    },
  }),
  historyReferences: {
    employee_contract: { staff_id: 'staff', position_id: 'position', signer_id: 'account' },
  },
  // A position written on contracts cannot be deleted ("… đang được sử dụng (n bản ghi)").
  deleteProtection: [
    {
      record: 'position',
      holder: 'employee_contract',
      count: countContractsWithPosition,
      message: 'organization.position_in_use',
    },
  ],
  seed: { order: 60, run: seedEmployeeContractDemo },
};
