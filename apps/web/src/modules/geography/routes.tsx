import type { ModuleRoute } from '../../platform/routing';

export const geographyRoutes: readonly ModuleRoute[] = [];
