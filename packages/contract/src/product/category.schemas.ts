import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import {
  id,
  idList,
  isoDateTime,
  optionalId,
  optionalText,
  queryBoolean,
  requiredText,
  text,
} from '../shared/scalars.js';
import { PRODUCT_DIRECTIONS, productDirection } from './product-enums.js';

/** A category tree is at most this deep (a root is depth 1). */
export const CATEGORY_MAX_DEPTH = 4;

export const categorySchema = z.object({
  id: z.number().int(),
  direction: z.enum(PRODUCT_DIRECTIONS),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** 1 for a root. */
  depth: z.number().int(),
  /** Names from the root down to this category. */
  path: z.array(z.string()),
  child_count: z.number().int(),
  product_count: z.number().int(),
  /** Variants placed in it beyond their product's own category. */
  variant_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Category = z.infer<typeof categorySchema>;

/** v1 `get_categories` (a JSON body): the tree of one direction (or both), flattened parents first. */
export const categoryListQuery = z.object({
  direction: productDirection.optional(),
  search: text(100).optional(),
  is_active: z.boolean().optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;
/** v2 lists (a query string) take the direction from the path. */
export const categoryTreeQuery = z.object({
  search: text(100).optional(),
  is_active: queryBoolean.optional(),
});
export type CategoryTreeQuery = z.infer<typeof categoryTreeQuery>;

export const categoryFields = z.object({
  parent_id: optionalId,
  /** Blank: the next `DM0001` code. */
  code: optionalText(30),
  name: requiredText(100),
  sort_order: z.coerce.number().int().min(0).max(100_000).default(0),
  is_active: z.boolean().default(true),
});
export type CategoryFields = z.input<typeof categoryFields>;
export type CategoryInput = z.output<typeof categoryFields>;

/** v1 `create_categories`: the direction travels in the body. */
export const createCategoryBody = categoryFields.extend({ direction: productDirection.default('out') });
export type CreateCategoryBody = z.input<typeof createCategoryBody>;

export const categoryIdBody = z.object({ id });

/** `add_product`: move these products into the category (same direction). */
export const categoryProductsBody = z.object({ category_id: id, product_ids: idList });
/** `add_formula_category` / `delete_categories_formula`. */
export const categoryVariantsBody = z.object({ category_id: id, variant_ids: idList });
export const categoryVariantsQuery = z.object({
  ...pagingFields,
  category_id: id,
  search: text(100).optional(),
});

export const changedCountSchema = z.object({ changed: z.number().int() });
