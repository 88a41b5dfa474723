import type { ModuleRoute } from '../../platform/routing';

export const organizationRoutes: readonly ModuleRoute[] = [];
