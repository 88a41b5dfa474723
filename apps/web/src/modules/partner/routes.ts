import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { partnerPaths } from './paths';

const layout: LayoutName = 'desktop';
/** Partner screens read with `partner`; the Danh mục store list also opens with `grocery`. */
const READ = 'partner' as const;
const CUSTOMER_READ = ['partner', 'customerecommerce'] as const;

const customers = () => import('./pages/CustomerPages');

/** The partner pages (spec §2.2–2.6) and the public registration, loaded on demand. */
export const partnerRoutes: readonly ModuleRoute[] = [
  {
    path: partnerPaths.register,
    access: 'guest',
    layout: 'forgot-password',
    page: () => import('./pages/RegisterPage').then((m) => m.RegisterPage),
  },
  {
    path: partnerPaths.npp,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/NppListPage').then((m) => m.NppListPage),
  },
  {
    path: partnerPaths.nppDetail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/NppDetailPage').then((m) => m.NppDetailPage),
  },
  {
    path: partnerPaths.nppTransfer,
    access: 'signed-in',
    layout,
    permission: 'partner.manage',
    page: () => import('./pages/NppTransferPage').then((m) => m.NppTransferPage),
  },
  {
    path: partnerPaths.chth,
    access: 'signed-in',
    layout,
    permission: ['partner', 'grocery'],
    page: () => import('./pages/ChthListPage').then((m) => m.ChthListPage),
  },
  {
    path: partnerPaths.chthDetail,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/ChthDetailPage').then((m) => m.ChthDetailPage),
  },
  {
    path: partnerPaths.nvtt,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/NvttPage').then((m) => m.NvttPage),
  },
  {
    path: partnerPaths.customer,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/CustomerDashboardPage').then((m) => m.CustomerDashboardPage),
  },
  ...(
    [
      ['/customer/chth', 'CustomerChthListPage'],
      ['/customer/npp', 'CustomerNppListPage'],
      ['/customer/tmdt', 'CustomerTmdtListPage'],
      ['/customer/chth/:id', 'CustomerChthPage'],
      ['/customer/npp/:id', 'CustomerNppPage'],
      ['/customer/tmdt/:id', 'CustomerTmdtPage'],
    ] as const
  ).map(([path, name]): ModuleRoute => ({
    path,
    access: 'signed-in',
    layout,
    permission: CUSTOMER_READ,
    page: () => customers().then((m) => m[name]),
  })),
  {
    path: partnerPaths.map,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/MapSalesNetworkPage').then((m) => m.MapSalesNetworkPage),
  },
  {
    path: partnerPaths.detailLocation,
    access: 'signed-in',
    layout,
    permission: READ,
    page: () => import('./pages/DetailLocationPage').then((m) => m.DetailLocationPage),
  },
];
