import { z } from 'zod';
import { pageOf, pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalId, optionalText, requiredText, text } from '../shared/scalars.js';
import { foldVietnamese } from '../shared/text-folding.js';
import { barcode } from './barcode.js';
import { productDirection, productStatus, PRODUCT_DIRECTIONS, PRODUCT_STATUSES } from './product-enums.js';
import {
  productRefSchema,
  ratingSummarySchema,
  variantInput,
  variantSchema,
  variantUnitSchema,
} from './variant.schemas.js';

export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_PRODUCT_VARIANTS = 200;
export const MAX_PRODUCT_IMAGES = 8;
/** Images: JPEG, PNG or WebP up to 5 MB each. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const folded = (value: string) => foldVietnamese(value).trim();

/** An option of a product ("Hương vị": Cam, Chanh); values unique ignoring case and diacritics. */
export const productOptionInput = z.object({
  name: requiredText(50),
  values: z
    .array(requiredText(50))
    .min(1, { message: 'product.option_values_required' })
    .max(MAX_OPTION_VALUES)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, i) => {
        if (seen.has(folded(value)))
          ctx.addIssue({ code: 'custom', path: [i], message: 'product.option_value_repeated' });
        seen.add(folded(value));
      });
    }),
});
export type ProductOptionInput = z.input<typeof productOptionInput>;

/**
 * The product form (create and update): its options and the variants built from them. Each variant
 * names one value per option, no two variants the same combination, no barcode twice.
 */
const productFieldsObject = z.object({
  /** Blank: the next `SP000001` code. */
  code: optionalText(30),
  name: requiredText(200),
  category_id: optionalId,
  brand: optionalText(100),
  description: optionalText(5000),
  status: productStatus.default('active'),
  units_per_box: z.coerce.number().int().min(1).max(100_000).nullable().optional(),
  options: z.array(productOptionInput).max(MAX_PRODUCT_OPTIONS).default([]),
  variants: z.array(variantInput).min(1, { message: 'product.variants_required' }).max(MAX_PRODUCT_VARIANTS),
  /** Update: the ids of the current images to keep, in order (new files follow them). */
  keep_image_ids: z.array(z.string().min(1).max(64)).max(MAX_PRODUCT_IMAGES).optional(),
});

function checkOptionsAndVariants(product: z.output<typeof productFieldsObject>, ctx: z.RefinementCtx): void {
  const optionNames = new Set<string>();
  product.options.forEach((option, i) => {
    if (optionNames.has(folded(option.name))) {
      ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: 'product.option_repeated' });
    }
    optionNames.add(folded(option.name));
  });
  const combinations = new Set<string>();
  const barcodes = new Set<string>();
  product.variants.forEach((variant, i) => {
    const values = variant.option_values;
    const fits =
      values.length === product.options.length &&
      values.every((value, o) => product.options[o]!.values.some((v) => folded(v) === folded(value)));
    if (!fits) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'option_values'],
        message: 'product.variant_values_invalid',
      });
    }
    const key = values.map(folded).join('\u0000');
    if (combinations.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'option_values'],
        message: 'product.variant_repeated',
      });
    }
    combinations.add(key);
    variant.units.forEach((unit, u) => {
      if (!unit.barcode) return;
      if (barcodes.has(unit.barcode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'units', u, 'barcode'],
          message: 'product.barcode_repeated',
        });
      }
      barcodes.add(unit.barcode);
    });
  });
}

export const productFields = productFieldsObject.superRefine(checkOptionsAndVariants);
export type ProductFields = z.input<typeof productFields>;
export type ProductInput = z.output<typeof productFields>;

/** v1 `create_product` / `update_product`: the direction (and the id) travel in the payload. */
export const createProductPayload = productFieldsObject
  .extend({ direction: productDirection.default('out') })
  .superRefine(checkOptionsAndVariants);
export const updateProductPayload = productFieldsObject.extend({ id }).superRefine(checkOptionsAndVariants);

// --- answers ------------------------------------------------------------------------------------

export const productImageSchema = z.object({
  file_id: z.string(),
  thumbnail_file_id: z.string().nullable(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A row of the product lists. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  direction: z.enum(PRODUCT_DIRECTIONS),
  code: z.string(),
  name: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  brand: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  units_per_box: z.number().int().nullable(),
  variant_count: z.number().int(),
  /** The cover image and its list thumbnail. */
  image_file_id: z.string().nullable(),
  thumbnail_file_id: z.string().nullable(),
  /** Base unit of the first variant. */
  base_unit_name: z.string().nullable(),
  barcodes: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });

export const productDetailSchema = productSummarySchema.extend({
  description: z.string().nullable(),
  options: z.array(productOptionSchema),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// --- lists --------------------------------------------------------------------------------------

const barcodeDigits = z
  .string()
  .trim()
  .regex(/^\d{1,14}$/, { message: 'product.barcode_invalid' });

/** The list filters (v2 lists: the direction comes from the path). */
export const productFilterFields = {
  search: text(100).optional(),
  /** The category and every category below it. */
  category_id: id.optional(),
  status: productStatus.optional(),
  /** Exact barcode of any unit of any variant. */
  barcode: barcodeDigits.optional(),
};
export const productListQuery = z.object({ ...pagingFields, ...productFilterFields });
export type ProductListQuery = z.infer<typeof productListQuery>;
/** v1 `all_product`: the direction is a filter too. */
export const productListBody = productListQuery.extend({ direction: productDirection.optional() });
export type ProductListBody = z.infer<typeof productListBody>;

/** v1 `all_product_formula`: variants with their product. */
export const variantListBody = productListBody.extend({ product_id: id.optional() });
export type VariantListBody = z.infer<typeof variantListBody>;

export const productIdBody = z.object({ id });

// --- barcode lookup -----------------------------------------------------------------------------

export const barcodeLookupBody = z.object({ barcode });
export const barcodeLookupSchema = z.object({
  barcode: z.string(),
  unit: variantUnitSchema,
  variant: variantSchema,
  product: productRefSchema,
});
export type BarcodeLookup = z.infer<typeof barcodeLookupSchema>;

// --- ratings ------------------------------------------------------------------------------------

export const ratingSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  variant_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  account_id: z.number().int().nullable(),
  account_name: z.string().nullable(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoDateTime,
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingListQuery = z.object({
  ...pagingFields,
  variant_id: id.optional(),
  product_id: id.optional(),
  stars: z.coerce.number().int().min(1).max(5).optional(),
});
export type RatingListQuery = z.infer<typeof ratingListQuery>;

export const variantFeedbackBody = z.object({ ...pagingFields, variant_id: id });

// --- regular products of an account --------------------------------------------------------------

export const purchasedProductsBody = z.object({
  product_ids: z
    .array(id)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'product.product_repeated' }),
});
export const purchasedProductsSchema = z.object({
  account_id: z.number().int(),
  products: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type PurchasedProducts = z.infer<typeof purchasedProductsSchema>;

/** `view_formula_feedback`: a page of one variant's ratings and their summary. */
export const variantFeedbackSchema = pageOf(ratingSchema).extend({ summary: ratingSummarySchema });
export type VariantFeedback = z.infer<typeof variantFeedbackSchema>;
