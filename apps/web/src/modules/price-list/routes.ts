import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { priceListPaths as paths } from './paths';

const layout: LayoutName = 'desktop';
const READ = 'pricelistproduct';
const MANAGE = 'pricelistproduct.manage';

const listPages = () => import('./pages/PriceListListPages');
const detailPages = () => import('./pages/PriceListDetailPages');
const formPages = () => import('./pages/PriceListFormPages');

/** Reading needs `pricelistproduct` (spec §6), drafting and editing `pricelistproduct.manage`. */
export const priceListRoutes: readonly ModuleRoute[] = [
  {
    path: paths.manager,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => listPages().then((m) => m.PriceListManagerPage),
  },
  {
    path: paths.managerNew,
    access: 'signed-in',
    layout,
    permission: MANAGE,
    page: () => formPages().then((m) => m.ManagerCreatePage),
  },
  {
    path: paths.managerDetail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => detailPages().then((m) => m.ManagerDetailOrListPage),
  },
  {
    path: paths.overview,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/PriceOverviewPage').then((m) => m.PriceOverviewPage),
  },
  {
    path: paths.pending,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => listPages().then((m) => m.PendingListPage),
  },
  {
    path: paths.pendingCreate,
    access: 'signed-in',
    layout,
    permission: MANAGE,
    page: () => formPages().then((m) => m.PendingCreatePage),
  },
  {
    path: paths.pendingDetail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => detailPages().then((m) => m.PendingDetailPage),
  },
  {
    path: paths.pendingEdit,
    access: 'signed-in',
    layout,
    permission: MANAGE,
    page: () => formPages().then((m) => m.PendingEditPage),
  },
  {
    path: paths.pendingImages,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => detailPages().then((m) => m.PendingImagesPage),
  },
  {
    path: paths.history,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => listPages().then((m) => m.HistoryListPage),
  },
  {
    path: paths.historyDetail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => detailPages().then((m) => m.HistoryDetailPage),
  },
  {
    path: paths.historyImages,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => detailPages().then((m) => m.HistoryImagesPage),
  },
];
