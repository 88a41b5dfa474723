import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { flowRoutes } from './flow-routes';
import { orderPaths as paths } from './paths';

const desktop: LayoutName = 'desktop';
/** The phone screens (/m-order) use the default layout (spec §2.8). */
const phone: LayoutName = 'default';
/** Reading orders and ordering for oneself (spec §6: /order and /order/export). */
const READ = 'exporttodistributororder';
/** Ordering for oneself or, with `order.manage`, for partners in scope. */
const ORDERER = ['exporttodistributororder', 'order.manage'] as const;
const APPROVE = 'order.approve';

const homePages = () => import('./pages/OrderHomePages');
const listPages = () => import('./pages/OrderListPages');
const createPages = () => import('./pages/OrderCreatePages');
const detailPages = () => import('./pages/OrderDetailPages');

export const orderRoutes: readonly ModuleRoute[] = [
  {
    path: paths.home,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => homePages().then((m) => m.OrderHomePage),
  },
  {
    path: paths.list,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => listPages().then((m) => m.OrderListPage),
  },
  {
    path: paths.create,
    access: 'signed-in',
    layout: desktop,
    permission: ORDERER,
    page: () => createPages().then((m) => m.OrderCreatePage),
  },
  {
    path: paths.exports,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => listPages().then((m) => m.OrderExportsPage),
  },
  {
    path: paths.multipleApprove,
    access: 'signed-in',
    layout: desktop,
    permission: APPROVE,
    page: () => import('./pages/MultipleApprovePage').then((m) => m.MultipleApprovePage),
  },
  {
    path: paths.detail,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => detailPages().then((m) => m.OrderDetailPage),
  },
  {
    path: paths.phoneHome,
    access: 'signed-in',
    layout: phone,
    permission: READ,
    page: () => homePages().then((m) => m.PhoneOrderHomePage),
  },
  {
    path: paths.phoneList,
    access: 'signed-in',
    layout: phone,
    permission: READ,
    page: () => listPages().then((m) => m.PhoneOrderListPage),
  },
  {
    path: paths.phoneCreate,
    access: 'signed-in',
    layout: phone,
    permission: ORDERER,
    page: () => createPages().then((m) => m.PhoneOrderCreatePage),
  },
  {
    path: paths.phonePending,
    access: 'signed-in',
    layout: phone,
    permission: APPROVE,
    page: () => listPages().then((m) => m.PhonePendingPage),
  },
  {
    path: paths.phoneDetail,
    access: 'signed-in',
    layout: phone,
    permission: READ,
    page: () => detailPages().then((m) => m.PhoneOrderDetailPage),
  },
  {
    path: paths.nppOrder,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => detailPages().then((m) => m.NppOrderPage),
  },
  {
    path: paths.chthOrder,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => detailPages().then((m) => m.ChthOrderPage),
  },
  {
    path: paths.chthImport,
    access: 'signed-in',
    layout: desktop,
    permission: READ,
    page: () => detailPages().then((m) => m.ChthImportPage),
  },
  ...flowRoutes,
];
