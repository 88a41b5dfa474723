import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import { categoryEndpoints } from './category.api.js';
import { productImportPreviewSchema, productImportResultSchema } from './product-excel.schemas.js';
import type { ProductDirection } from './product-enums.js';
import {
  barcodeLookupBody,
  barcodeLookupSchema,
  createProductPayload,
  productDetailSchema,
  productFields,
  productIdBody,
  productListBody,
  productListQuery,
  productSummarySchema,
  purchasedProductsBody,
  purchasedProductsSchema,
  ratingListQuery,
  ratingSchema,
  variantFeedbackSchema,
  updateProductPayload,
  variantFeedbackBody,
  variantListBody,
} from './product.schemas.js';
import { unitEndpoints } from './unit.api.js';
import { updateVariantFields, variantDetailSchema, variantRowSchema } from './variant.schemas.js';

const tags = ['product'] as const;
const READ = 'product' as const;
const MANAGE = 'product.manage' as const;
const v1 = '/product/api';
const v2 = '/product/api/v2';

/** Excel downloads answer bytes, not the envelope: plain routes with these paths. */
export const PRODUCT_EXPORT_PATH = `${v2}/product_in_out_export`;
export const PRODUCT_IMPORT_TEMPLATE_PATH = `${v2}/product_in_out_import`;

const MULTIPART_NOTE = 'multipart: `payload` (the JSON body) plus `images` files; or the JSON body alone';

/** v2 `products`, `find_product_with_barcode`, `product(/{id})` of one direction. */
function directionEndpoints<D extends ProductDirection>(direction: D) {
  const base = `${v2}/${direction}` as const;
  const label = direction === 'out' ? 'sold (out)' : 'bought-in (in)';
  return {
    list: defineEndpoint({
      method: 'POST',
      path: `${base}/products`,
      summary: `List ${label} products (search ignores diacritics; category includes its descendants)`,
      tags,
      permission: READ,
      body: productListQuery,
      response: pageOf(productSummarySchema),
    }),
    findByBarcode: defineEndpoint({
      method: 'POST',
      path: `${base}/find_product_with_barcode`,
      summary: `The ${label} variant and unit a barcode names (exact match)`,
      tags,
      permission: READ,
      body: barcodeLookupBody,
      response: barcodeLookupSchema,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/product/:id`,
      summary: `One ${label} product with its options, variants, units and images`,
      tags,
      permission: READ,
      params: idParam,
      response: productDetailSchema,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/product`,
      summary: `Create a ${label} product with its variants (${MULTIPART_NOTE})`,
      tags,
      permission: MANAGE,
      multipart: true,
      body: productFields,
      response: productDetailSchema,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/product/:id`,
      summary: `Update a ${label} product and its variants (${MULTIPART_NOTE})`,
      tags,
      permission: MANAGE,
      multipart: true,
      params: idParam,
      body: productFields,
      response: productDetailSchema,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/product/:id`,
      summary: `Delete a ${label} product no other record uses (409 naming them)`,
      tags,
      permission: MANAGE,
      params: idParam,
      response: z.object({}),
    }),
  };
}

const out = directionEndpoints('out');
const inbound = directionEndpoints('in');

const productEndpoints = {
  // v1
  productList: defineEndpoint({
    method: 'POST',
    path: `${v1}/all_product`,
    summary: 'List products of either direction (search ignores diacritics)',
    tags,
    permission: READ,
    body: productListBody,
    response: pageOf(productSummarySchema),
  }),
  variantList: defineEndpoint({
    method: 'POST',
    path: `${v1}/all_product_formula`,
    summary: 'List variants (formulas) with their units, barcodes and product',
    tags,
    permission: READ,
    body: variantListBody,
    response: pageOf(variantRowSchema),
  }),
  productDetail: defineEndpoint({
    method: 'POST',
    path: `${v1}/product_detail`,
    summary: 'One product with its options, variants, units and images',
    tags,
    permission: READ,
    body: productIdBody,
    response: productDetailSchema,
  }),
  variantDetail: defineEndpoint({
    method: 'POST',
    path: `${v1}/product_formula_detail`,
    summary: 'One variant with its product, extra categories and rating summary',
    tags,
    permission: READ,
    body: productIdBody,
    response: variantDetailSchema,
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: `${v1}/create_product`,
    summary: `Create a product with its variants; the payload names its direction (${MULTIPART_NOTE})`,
    tags,
    permission: MANAGE,
    multipart: true,
    body: createProductPayload,
    response: productDetailSchema,
  }),
  updateProduct: defineEndpoint({
    method: 'POST',
    path: `${v1}/update_product`,
    summary: `Update a product named by the payload’s id (${MULTIPART_NOTE})`,
    tags,
    permission: MANAGE,
    multipart: true,
    body: updateProductPayload,
    response: productDetailSchema,
  }),
  updateVariant: defineEndpoint({
    method: 'POST',
    path: `${v1}/update_formula`,
    summary:
      'Update one variant: code, name, status, units, barcodes (multipart: `payload` plus an optional `image`)',
    tags,
    permission: MANAGE,
    multipart: true,
    body: updateVariantFields,
    response: variantDetailSchema,
  }),
  variantFeedback: defineEndpoint({
    method: 'POST',
    path: `${v1}/view_formula_feedback`,
    summary: 'Ratings of one variant, newest first, with their summary',
    tags,
    permission: READ,
    body: variantFeedbackBody,
    response: variantFeedbackSchema,
  }),
  // v2
  outProductList: out.list,
  outProductFind: out.findByBarcode,
  outProductGet: out.get,
  outProductCreate: out.create,
  outProductUpdate: out.update,
  outProductDelete: out.delete,
  inProductList: inbound.list,
  inProductFind: inbound.findByBarcode,
  inProductGet: inbound.get,
  inProductCreate: inbound.create,
  inProductUpdate: inbound.update,
  inProductDelete: inbound.delete,
  productIns: defineEndpoint({
    method: 'GET',
    path: `${v2}/product_ins`,
    summary: 'Active bought-in variants for pickers (search ignores diacritics)',
    tags,
    permission: READ,
    query: productListQuery.pick({ page: true, page_size: true, search: true, category_id: true }),
    response: pageOf(variantRowSchema),
  }),
  purchasedProductsGet: defineEndpoint({
    method: 'GET',
    path: `${v2}/product_for_user_purchased/:id`,
    summary: 'The products an account buys regularly',
    tags,
    permission: READ,
    params: idParam,
    response: purchasedProductsSchema,
  }),
  purchasedProductsSet: defineEndpoint({
    method: 'PUT',
    path: `${v2}/product_for_user_purchased/:id`,
    summary: 'Replace the products an account buys regularly (the account must be in the caller’s scope)',
    tags,
    permission: MANAGE,
    params: idParam,
    body: purchasedProductsBody,
    response: purchasedProductsSchema,
  }),
  ratingList: defineEndpoint({
    method: 'GET',
    path: `${v2}/product_rating_list`,
    summary: 'Ratings of variants, newest first',
    tags,
    permission: READ,
    query: ratingListQuery,
    response: pageOf(ratingSchema),
  }),
  // Excel (the template and the export are plain downloads: PRODUCT_IMPORT_TEMPLATE_PATH, PRODUCT_EXPORT_PATH).
  importPreview: defineEndpoint({
    method: 'POST',
    path: `${v2}/product_in_out_import/preview`,
    summary: 'Check an .xlsx of products row by row; nothing is written',
    tags,
    permission: MANAGE,
    multipart: true,
    response: productImportPreviewSchema,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${v2}/product_in_out_import`,
    summary:
      'Import an .xlsx of products with their variants: all in one transaction, or 422 with every bad cell',
    tags,
    permission: MANAGE,
    multipart: true,
    response: productImportResultSchema,
  }),
};

/** The catalogue: products and variants, units, categories (docs/product.md). */
export const productApi = { ...productEndpoints, ...unitEndpoints, ...categoryEndpoints };
