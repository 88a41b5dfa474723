/**
 * Price lists and the one price resolver (docs/pricing.md). For other modules:
 *
 * - `resolvePrices(db, who, at, lines)` — the price in force per variant and unit, with the list
 *   and revision it came from; every module that needs a price asks it (orders store the revision).
 * - `priceLists`, `priceListItems` — the tables, for foreign keys (an order line's list).
 * - `priceListManifest` — routes under `/product/api/` and `/product/api/v2/`, the scheduler.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { createPriceCatalogueService } from './price-catalogue.service.js';
import { seedDemoPriceLists } from './price-list.demo.js';
import { registerPriceListFileRoutes } from './price-list-files.routes.js';
import { createPriceListImages } from './price-list-images.service.js';
import { createPriceListImport } from './price-list-import.js';
import { countPricesOfProduct, countPricesOfVariant } from './price-list-items.repository.js';
import { createPriceListScheduler } from './price-list-scheduler.js';
import { createPriceListStatusService } from './price-list-status.service.js';
import { countListsOfArea, countListsOfZone } from './price-list.repository.js';
import { registerPriceListRoutes } from './price-list.routes.js';
import { createPriceListService } from './price-list.service.js';
import { registerPublicCatalogueRoutes } from './public-catalogue.routes.js';

export { priceLists, priceListItems } from './price-list.tables.js';
export {
  resolvePrices,
  type PriceContext,
  type PriceLine,
  type ResolvedLinePrice,
} from './price-resolver.js';

export const priceListManifest: ModuleManifest = {
  name: 'price-list',
  dependsOn: ['product', 'account', 'access', 'notification', 'locate'],
  async register(app, ctx) {
    const now = () => new Date();
    registerPriceListRoutes(
      app,
      ctx.db,
      createPriceListService(ctx.db, now),
      createPriceListStatusService(ctx.db, now),
      now,
    );
    registerPriceListFileRoutes(app, ctx.db, createPriceListImages(ctx), createPriceListImport(ctx.db));
    await registerPublicCatalogueRoutes(app, createPriceCatalogueService(ctx.db, now));

    // Lists take effect at their moment, applied here; the first run catches up after a downtime.
    const scheduler = createPriceListScheduler(ctx.db, {
      onError: (error) => app.log.error({ err: error }, 'price-list scheduler failed'),
    });
    ctx.jobs.add(scheduler);
  },
  // Price lists are company-wide catalogue data (like products): the read code is enough.
  recordAccess: () => ({
    price_list: { permission: 'pricelistproduct', inScope: () => Promise.resolve(true) },
  }),
  deleteProtection: [
    { record: 'area', holder: 'price_list', count: countListsOfArea, message: 'price-list.area_has_lists' },
    { record: 'zone', holder: 'price_list', count: countListsOfZone, message: 'price-list.zone_has_lists' },
    {
      record: 'product',
      holder: 'price_list',
      count: countPricesOfProduct,
      message: 'price-list.product_has_prices',
    },
    {
      record: 'product_variant',
      holder: 'price_list',
      count: countPricesOfVariant,
      message: 'price-list.variant_has_prices',
    },
  ],
  seed: { order: 90, run: seedDemoPriceLists },
};
