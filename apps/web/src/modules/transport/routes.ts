import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { transportPaths } from './paths';

const layout: LayoutName = 'desktop';

/** Reads need `transport`, the create page `transport.manage`. */
export const transportRoutes: readonly ModuleRoute[] = [
  {
    path: transportPaths.list,
    access: 'signed-in',
    layout,
    permission: 'transport',
    page: () => import('./pages/TransportListPage').then((m) => m.TransportListPage),
  },
  {
    path: transportPaths.create,
    access: 'signed-in',
    layout,
    permission: 'transport.manage',
    page: () => import('./pages/TransportFormPage').then((m) => m.TransportCreatePage),
  },
  {
    path: transportPaths.detail,
    access: 'signed-in',
    layout,
    permission: 'transport',
    page: () => import('./pages/TransportFormPage').then((m) => m.TransportDetailPage),
  },
];
