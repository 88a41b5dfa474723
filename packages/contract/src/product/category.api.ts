import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  categoryFields,
  categoryIdBody,
  categoryListQuery,
  categoryProductsBody,
  categorySchema,
  categoryTreeQuery,
  categoryVariantsBody,
  categoryVariantsQuery,
  changedCountSchema,
  createCategoryBody,
} from './category.schemas.js';
import type { ProductDirection } from './product-enums.js';
import { variantRowSchema } from './variant.schemas.js';

const tags = ['product'] as const;
/** A product picker needs categories with only `product`. */
const READ = ['categoryproduct', 'product'] as const;
const MANAGE = 'categoryproduct.manage' as const;
const v1 = '/categories/api';

/** v2 `category(/{id})` CRUD of one direction's tree. */
function directionEndpoints<D extends ProductDirection>(direction: D) {
  const base = `/categories/api/v2/${direction}/category` as const;
  const label = direction === 'out' ? 'sold (out)' : 'bought-in (in)';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: `The ${label} category tree, parents first`,
      tags,
      permission: READ,
      query: categoryTreeQuery,
      response: z.array(categorySchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: `One ${label} category`,
      tags,
      permission: READ,
      params: idParam,
      response: categorySchema,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      summary: `Create a ${label} category (depth ≤ 4)`,
      tags,
      permission: MANAGE,
      body: categoryFields,
      response: categorySchema,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Update a ${label} category (never under itself, depth ≤ 4)`,
      tags,
      permission: MANAGE,
      params: idParam,
      body: categoryFields,
      response: categorySchema,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete a ${label} category without children or products (409 naming them)`,
      tags,
      permission: MANAGE,
      params: idParam,
      response: z.object({}),
    }),
  };
}

const out = directionEndpoints('out');
const inbound = directionEndpoints('in');

/** Category trees, their products and their extra variants (docs/product.md). */
export const categoryEndpoints = {
  categoryCreate: defineEndpoint({
    method: 'POST',
    path: `${v1}/create_categories`,
    summary: 'Create a category of either direction (depth ≤ 4)',
    tags,
    permission: MANAGE,
    body: createCategoryBody,
    response: categorySchema,
  }),
  categoryList: defineEndpoint({
    method: 'POST',
    path: `${v1}/get_categories`,
    summary: 'The category trees (one direction or both), parents first',
    tags,
    permission: READ,
    body: categoryListQuery,
    response: z.array(categorySchema),
  }),
  categoryDelete: defineEndpoint({
    method: 'POST',
    path: `${v1}/delete_categories`,
    summary: 'Delete a category without children or products (409 naming them)',
    tags,
    permission: MANAGE,
    body: categoryIdBody,
    response: z.object({}),
  }),
  categoryGet: defineEndpoint({
    method: 'GET',
    path: `${v1}/get_categories/:id`,
    summary: 'One category',
    tags,
    permission: READ,
    params: idParam,
    response: categorySchema,
  }),
  categoryUpdate: defineEndpoint({
    method: 'PUT',
    path: `${v1}/get_categories/:id`,
    summary: 'Update a category (never under itself, depth ≤ 4)',
    tags,
    permission: MANAGE,
    params: idParam,
    body: categoryFields,
    response: categorySchema,
  }),
  categoryAddProducts: defineEndpoint({
    method: 'POST',
    path: `${v1}/add_product`,
    summary: 'Move products into a category of their direction',
    tags,
    permission: MANAGE,
    body: categoryProductsBody,
    response: changedCountSchema,
  }),
  categoryVariants: defineEndpoint({
    method: 'POST',
    path: `${v1}/get_formula_category`,
    summary: 'The variants placed in a category beyond their product’s own category',
    tags,
    permission: READ,
    body: categoryVariantsQuery,
    response: pageOf(variantRowSchema),
  }),
  categoryAddVariants: defineEndpoint({
    method: 'POST',
    path: `${v1}/add_formula_category`,
    summary: 'Place variants in a category (already placed ones are left as they are)',
    tags,
    permission: MANAGE,
    body: categoryVariantsBody,
    response: changedCountSchema,
  }),
  categoryRemoveVariants: defineEndpoint({
    method: 'POST',
    path: '/product/api/delete_categories_formula',
    summary: 'Take variants out of a category',
    tags,
    permission: MANAGE,
    body: categoryVariantsBody,
    response: changedCountSchema,
  }),
  outCategoryList: out.list,
  outCategoryGet: out.get,
  outCategoryCreate: out.create,
  outCategoryUpdate: out.update,
  outCategoryDelete: out.delete,
  inCategoryList: inbound.list,
  inCategoryGet: inbound.get,
  inCategoryCreate: inbound.create,
  inCategoryUpdate: inbound.update,
  inCategoryDelete: inbound.delete,
};
