import type { FastifyInstance } from 'fastify';
import { productApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { CategoryService } from './category.service.js';
import type { VariantService } from './variant.service.js';

/** Categories (v1 and the v2 per-direction trees): thin handlers over the category service. */
export function registerCategoryRoutes(
  app: FastifyInstance,
  categories: CategoryService,
  variants: VariantService,
): void {
  registerEndpoint(app, productApi.categoryList, (r) => categories.list(r.body));
  registerEndpoint(app, productApi.categoryGet, (r) => categories.get(r.params.id));
  registerEndpoint(app, productApi.categoryCreate, async (r) => {
    const { direction, ...fields } = r.body;
    return withMessage(await categories.create(callerOf(r), direction, fields), 'product.category_created');
  });
  registerEndpoint(app, productApi.categoryUpdate, async (r) =>
    withMessage(await categories.update(callerOf(r), r.params.id, r.body), 'product.category_updated'),
  );
  registerEndpoint(app, productApi.categoryDelete, async (r) => {
    await categories.remove(callerOf(r), r.body.id);
    return withMessage({}, 'product.category_deleted');
  });
  registerEndpoint(app, productApi.categoryAddProducts, async (r) =>
    withMessage(
      await categories.addProducts(callerOf(r), r.body.category_id, r.body.product_ids),
      'product.category_products_moved',
    ),
  );
  registerEndpoint(app, productApi.categoryVariants, async (r) => {
    await categories.get(r.body.category_id);
    return variants.list({ ...r.body, extraCategoryId: r.body.category_id, category_id: undefined });
  });
  registerEndpoint(app, productApi.categoryAddVariants, async (r) =>
    withMessage(
      await categories.setVariants(callerOf(r), r.body.category_id, r.body.variant_ids, true),
      'product.category_variants_added',
    ),
  );
  registerEndpoint(app, productApi.categoryRemoveVariants, async (r) =>
    withMessage(
      await categories.setVariants(callerOf(r), r.body.category_id, r.body.variant_ids, false),
      'product.category_variants_removed',
    ),
  );

  for (const [direction, api] of [
    [
      'out',
      {
        list: productApi.outCategoryList,
        get: productApi.outCategoryGet,
        create: productApi.outCategoryCreate,
        update: productApi.outCategoryUpdate,
        remove: productApi.outCategoryDelete,
      },
    ],
    [
      'in',
      {
        list: productApi.inCategoryList,
        get: productApi.inCategoryGet,
        create: productApi.inCategoryCreate,
        update: productApi.inCategoryUpdate,
        remove: productApi.inCategoryDelete,
      },
    ],
  ] as const) {
    registerEndpoint(app, api.list, (r) => categories.list({ ...r.query, direction }));
    registerEndpoint(app, api.get, (r) => categories.get(r.params.id, direction));
    registerEndpoint(app, api.create, async (r) =>
      withMessage(await categories.create(callerOf(r), direction, r.body), 'product.category_created'),
    );
    registerEndpoint(app, api.update, async (r) =>
      withMessage(
        await categories.update(callerOf(r), r.params.id, r.body, direction),
        'product.category_updated',
      ),
    );
    registerEndpoint(app, api.remove, async (r) => {
      await categories.remove(callerOf(r), r.params.id, direction);
      return withMessage({}, 'product.category_deleted');
    });
  }
}
