import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { productPaths } from './paths';

const layout: LayoutName = 'desktop';

/** Whoever holds any catalogue code sees the Sản phẩm group, its bottom-bar slot and its landing (spec §2.8, §6). */
export const CATALOGUE_CODES = ['product', 'unitproduct', 'categoryproduct', 'pricelistproduct'] as const;

const units = () => import('./pages/UnitPages');
const categories = () => import('./pages/CategoryPages');

/** The catalogue pages (spec §2.3–2.5); the price lists under `/product/price-list` are the price-list module's. */
export const productRoutes: readonly ModuleRoute[] = [
  {
    path: productPaths.home,
    access: 'signed-in',
    layout,
    permission: CATALOGUE_CODES,
    page: () => import('./pages/CatalogueHomePage').then((m) => m.CatalogueHomePage),
  },
  {
    path: productPaths.productCreate,
    access: 'signed-in',
    layout,
    permission: 'product.manage',
    page: () => import('./pages/ProductCreatePage').then((m) => m.ProductCreatePage),
  },
  {
    path: productPaths.productDetail,
    access: 'signed-in',
    layout,
    permission: 'product',
    page: () => import('./pages/ProductManagerPage').then((m) => m.ProductManagerPage),
  },
  {
    path: productPaths.units,
    access: 'signed-in',
    layout,
    permission: 'unitproduct',
    page: () => units().then((m) => m.UnitListPage),
  },
  {
    path: productPaths.unitCreate,
    access: 'signed-in',
    layout,
    permission: 'unitproduct.manage',
    page: () => units().then((m) => m.UnitCreatePage),
  },
  {
    path: productPaths.unitDetail,
    access: 'signed-in',
    layout,
    permission: 'unitproduct',
    page: () => units().then((m) => m.UnitDetailPage),
  },
  {
    path: productPaths.categories,
    access: 'signed-in',
    layout,
    permission: 'categoryproduct',
    page: () => import('./pages/CategoryListPage').then((m) => m.CategoryListPage),
  },
  {
    path: productPaths.categoryCreate,
    access: 'signed-in',
    layout,
    permission: 'categoryproduct.manage',
    page: () => categories().then((m) => m.CategoryCreatePage),
  },
  {
    path: productPaths.categoryDetail,
    access: 'signed-in',
    layout,
    permission: 'categoryproduct',
    page: () => categories().then((m) => m.CategoryDetailPage),
  },
];
