import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { warehousePaths } from './paths';

const layout: LayoutName = 'desktop';

/** Reads need `warehouse`, the create page `warehouse.manage`. */
export const warehouseRoutes: readonly ModuleRoute[] = [
  {
    path: warehousePaths.list,
    access: 'signed-in',
    layout,
    permission: 'warehouse',
    page: () => import('./pages/WarehouseListPage').then((m) => m.WarehouseListPage),
  },
  {
    path: warehousePaths.create,
    access: 'signed-in',
    layout,
    permission: 'warehouse.manage',
    page: () => import('./pages/WarehouseFormPage').then((m) => m.WarehouseCreatePage),
  },
  {
    path: warehousePaths.detail,
    access: 'signed-in',
    layout,
    permission: 'warehouse',
    page: () => import('./pages/WarehouseFormPage').then((m) => m.WarehouseDetailPage),
  },
];
