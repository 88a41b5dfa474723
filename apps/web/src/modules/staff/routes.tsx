import type { ModuleRoute } from '../../platform/routing';

export const staffRoutes: readonly ModuleRoute[] = [];
