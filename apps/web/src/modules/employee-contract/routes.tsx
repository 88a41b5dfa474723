import type { ModuleRoute } from '../../platform/routing';

export const employeeContractRoutes: readonly ModuleRoute[] = [];
