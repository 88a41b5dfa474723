import type { WebModuleManifest } from '../../platform/routing';
import { productPaths } from './paths';
import { CATALOGUE_CODES, productRoutes } from './routes';

/**
 * The catalogue: products and variants, units, categories (spec §2.11 Sản phẩm group; the price-list
 * module adds its entry at order 40). The bottom bar's product slot opens the catalogue landing,
 * which links the four areas.
 */
export const productManifest: WebModuleManifest = {
  name: 'product',
  routes: productRoutes,
  messages: () => import('./locales').then((m) => m.productResources),
  topNav: [
    { group: 'products', order: 10, label: 'nav.entries.products', path: productPaths.products },
    { group: 'products', order: 20, label: 'nav.entries.units', path: productPaths.units },
    { group: 'products', order: 30, label: 'nav.entries.categories', path: productPaths.categories },
  ],
  bottomNav: [{ slot: 'product', path: productPaths.home }],
  home: [
    { card: 'products', order: 10, label: 'nav.entries.products', path: productPaths.products },
    { card: 'products', order: 20, label: 'nav.entries.units', path: productPaths.units },
    { card: 'products', order: 30, label: 'nav.entries.categories', path: productPaths.categories },
  ],
  guards: [
    { prefix: productPaths.home, permission: CATALOGUE_CODES },
    { prefix: productPaths.products, permission: 'product' },
    { prefix: productPaths.units, permission: 'unitproduct' },
    { prefix: productPaths.categories, permission: 'categoryproduct' },
  ],
};
