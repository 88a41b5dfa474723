import type { FastifyInstance } from 'fastify';
import {
  createProductPayload,
  productApi,
  productFields,
  updateProductPayload,
  updateVariantFields,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { readProductForm } from './product-form.js';
import type { ProductService } from './product.service.js';
import type { PurchasedService } from './purchased.service.js';
import type { VariantService } from './variant.service.js';

export interface ProductRouteServices {
  products: ProductService;
  variants: VariantService;
  purchased: PurchasedService;
}

/** Products and variants (v1 and the v2 per-direction calls): thin handlers over the services. */
export function registerProductRoutes(app: FastifyInstance, s: ProductRouteServices): void {
  const { products, variants, purchased } = s;
  // v1
  registerEndpoint(app, productApi.productList, (r) => products.list(r.body));
  registerEndpoint(app, productApi.variantList, (r) => variants.list(r.body));
  registerEndpoint(app, productApi.productDetail, (r) => products.get(r.body.id));
  registerEndpoint(app, productApi.variantDetail, (r) => variants.get(r.body.id));
  registerEndpoint(app, productApi.createProduct, async (r) => {
    const { input, images } = await readProductForm(r, createProductPayload, 'images');
    const { direction, ...fields } = input;
    return withMessage(await products.create(callerOf(r), direction, fields, images), 'product.created');
  });
  registerEndpoint(app, productApi.updateProduct, async (r) => {
    const { input, images } = await readProductForm(r, updateProductPayload, 'images');
    const { id, ...fields } = input;
    return withMessage(await products.update(callerOf(r), id, fields, images), 'product.updated');
  });
  registerEndpoint(app, productApi.updateVariant, async (r) => {
    const { input, images } = await readProductForm(r, updateVariantFields, 'image');
    return withMessage(await variants.update(callerOf(r), input, images[0]), 'product.variant_updated');
  });
  registerEndpoint(app, productApi.variantFeedback, (r) =>
    variants.feedback(r.body.variant_id, r.body.page, r.body.page_size),
  );

  // v2, per direction
  for (const [direction, api] of [
    [
      'out',
      {
        list: productApi.outProductList,
        find: productApi.outProductFind,
        get: productApi.outProductGet,
        create: productApi.outProductCreate,
        update: productApi.outProductUpdate,
        remove: productApi.outProductDelete,
      },
    ],
    [
      'in',
      {
        list: productApi.inProductList,
        find: productApi.inProductFind,
        get: productApi.inProductGet,
        create: productApi.inProductCreate,
        update: productApi.inProductUpdate,
        remove: productApi.inProductDelete,
      },
    ],
  ] as const) {
    registerEndpoint(app, api.list, (r) => products.list({ ...r.body, direction }));
    registerEndpoint(app, api.find, (r) => variants.findByBarcode(r.body.barcode, direction));
    registerEndpoint(app, api.get, (r) => products.get(r.params.id, direction));
    registerEndpoint(app, api.create, async (r) => {
      const { input, images } = await readProductForm(r, productFields, 'images');
      return withMessage(await products.create(callerOf(r), direction, input, images), 'product.created');
    });
    registerEndpoint(app, api.update, async (r) => {
      const { input, images } = await readProductForm(r, productFields, 'images');
      return withMessage(
        await products.update(callerOf(r), r.params.id, input, images, direction),
        'product.updated',
      );
    });
    registerEndpoint(app, api.remove, async (r) => {
      await products.remove(callerOf(r), r.params.id, direction);
      return withMessage({}, 'product.deleted');
    });
  }

  registerEndpoint(app, productApi.productIns, (r) =>
    variants.list({ ...r.query, direction: 'in', status: 'active', productStatus: 'active' }),
  );
  registerEndpoint(app, productApi.purchasedProductsGet, (r) => purchased.get(callerOf(r), r.params.id));
  registerEndpoint(app, productApi.purchasedProductsSet, async (r) =>
    withMessage(
      await purchased.set(callerOf(r), r.params.id, r.body.product_ids),
      'product.purchased_updated',
    ),
  );
  registerEndpoint(app, productApi.ratingList, (r) => variants.ratings(r.query));
}
