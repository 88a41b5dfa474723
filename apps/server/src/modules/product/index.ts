/**
 * Catalogue module (docs/product.md): units, categories, products and their variants, barcodes.
 * For other modules:
 *
 * - the Drizzle tables, for foreign keys to a variant, a unit or a product;
 * - `lookupVariantUnits(db, pairs)` — whether a variant is sold in a unit, its factor and names
 *   (price lists, orders), keyed by `variantUnitKey(variantId, unitId)`; `existingVariants(db, ids)`
 *   tells an unknown variant from a unit it is not sold in;
 * - `productManifest` — routes under `/product/api/` and `/categories/api/`, demo catalogue.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { countUnitHolders } from './unit.repository.js';
import { registerCategoryRoutes } from './category.routes.js';
import { createCategoryService } from './category.service.js';
import { registerProductExcelRoutes } from './product-excel.routes.js';
import { seedProductDemo } from './product.demo.js';
import { registerProductRoutes } from './product.routes.js';
import { createProductService } from './product.service.js';
import { createPurchasedService } from './purchased.service.js';
import { registerUnitRoutes } from './unit.routes.js';
import { createUnitService } from './unit.service.js';
import { createVariantService } from './variant.service.js';

export {
  units,
  products,
  productVariants,
  variantUnits,
  productBarcodes,
  productCategories,
  PRODUCT_DIRECTIONS,
  PRODUCT_STATUSES,
} from './product.tables.js';
export { catalogueChangeMark } from './catalogue-change.js';
export {
  existingVariants,
  lookupVariantUnits,
  variantUnitKey,
  type VariantUnitInfo,
} from './variant-lookup.js';
import { categoryNames } from './category.repository.js';

export const productManifest: ModuleManifest = {
  name: 'product',
  dependsOn: ['account'],
  register(app, ctx) {
    const variants = createVariantService(ctx);
    const products = createProductService(ctx);
    registerProductRoutes(app, { products, variants, purchased: createPurchasedService(ctx.db) });
    registerUnitRoutes(app, createUnitService(ctx.db, ctx.deleteProtection));
    registerCategoryRoutes(app, createCategoryService(ctx.db, ctx.deleteProtection), variants);
    registerProductExcelRoutes(app, ctx, products);
  },
  // The catalogue is company-wide (docs/access-control.md): the read code is enough.
  recordAccess: () => ({
    product: { permission: 'product', inScope: 'unscoped' },
    product_variant: { permission: 'product', inScope: 'unscoped' },
    product_category: { permission: ['categoryproduct', 'product'], inScope: 'unscoped' },
    unit: { permission: ['unitproduct', 'product'], inScope: 'unscoped' },
  }),
  recordNames: (ctx) => ({ product_category: categoryNames(ctx.db) }),
  historyReferences: {
    product: { category_id: 'product_category' },
    product_category: { parent_id: 'product_category' },
  },
  // Variants (their units, base units and barcodes) and other units' conversions hold a unit.
  deleteProtection: [
    { record: 'unit', holder: 'product_variant', count: countUnitHolders, message: 'product.unit_in_use' },
  ],
  seed: { order: 80, run: seedProductDemo },
};
