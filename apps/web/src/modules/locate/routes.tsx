import type { ModuleRoute } from '../../platform/routing';

export const locateRoutes: readonly ModuleRoute[] = [];
