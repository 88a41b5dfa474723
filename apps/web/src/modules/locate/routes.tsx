import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { locatePaths } from './paths';

const layout: LayoutName = 'desktop';

/** Areas and zones (spec §2.2, §2.6): reads need `area`, the create pages `area.manage`. */
export const locateRoutes: readonly ModuleRoute[] = [
  {
    path: locatePaths.list,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/AreaListPage').then((m) => m.AreaListPage),
  },
  {
    path: locatePaths.areaCreate,
    access: 'signed-in',
    layout,
    permission: 'area.manage',
    page: () => import('./pages/AreaFormPage').then((m) => m.AreaCreatePage),
  },
  {
    path: locatePaths.zoneCreate,
    access: 'signed-in',
    layout,
    permission: 'area.manage',
    page: () => import('./pages/ZoneFormPage').then((m) => m.ZoneCreatePage),
  },
  {
    path: locatePaths.zone,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/ZoneFormPage').then((m) => m.ZoneDetailPage),
  },
  {
    path: locatePaths.area,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/AreaFormPage').then((m) => m.AreaDetailOrListPage),
  },
  {
    path: locatePaths.overview,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/AreaOverviewPage').then((m) => m.AreaOverviewPage),
  },
  {
    path: locatePaths.overviewArea,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/AreaOverviewDetailPage').then((m) => m.AreaOverviewDetailPage),
  },
  {
    path: locatePaths.overviewZone,
    access: 'signed-in',
    layout,
    permission: 'area',
    page: () => import('./pages/ZoneOverviewPage').then((m) => m.ZoneOverviewPage),
  },
];
