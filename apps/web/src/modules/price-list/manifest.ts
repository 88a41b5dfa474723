import type { WebModuleManifest } from '../../platform/routing';
import { priceListPaths } from './paths';
import { priceListRoutes } from './routes';

/** Price lists (docs/pricing.md): Sản phẩm › Bảng giá in the top bar (spec §2.11), approvals on the home page. */
export const priceListManifest: WebModuleManifest = {
  name: 'price-list',
  routes: priceListRoutes,
  messages: () => import('./locales').then((m) => m.priceListResources),
  topNav: [
    {
      group: 'products',
      order: 40,
      label: 'nav.entries.priceList',
      path: priceListPaths.manager,
      permission: 'pricelistproduct',
    },
  ],
  // The overview, the approvals and the history have no place in the spec's bar: the home page's
  // products card links them.
  home: [
    { card: 'products', order: 41, label: 'nav.entries.priceListOverview', path: priceListPaths.overview },
    { card: 'products', order: 42, label: 'nav.entries.priceListPending', path: priceListPaths.pending },
    { card: 'products', order: 43, label: 'nav.entries.priceListHistory', path: priceListPaths.history },
  ],
  guards: [
    { prefix: priceListPaths.manager, permission: 'pricelistproduct' },
    { prefix: priceListPaths.overview, permission: 'pricelistproduct' },
  ],
  waiting: [
    {
      key: 'pending-price-lists',
      label: 'home.counts.pendingPriceLists',
      permission: 'pricelistproduct.approve',
      load: (context) => import('./home-counts').then((m) => m.pendingPriceLists(context)),
    },
  ],
};
