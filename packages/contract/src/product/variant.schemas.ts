import { z } from 'zod';
import { id, isoDateTime, optionalText } from '../shared/scalars.js';
import { optionalBarcode } from './barcode.js';
import { productStatus, PRODUCT_DIRECTIONS, PRODUCT_STATUSES } from './product-enums.js';

export const VARIANT_FACTOR_MAX = 100_000;
export const MAX_VARIANT_UNITS = 6;

/** One unit of a variant: `factor` base units in one of it; the base unit has factor 1. */
export const variantUnitSchema = z.object({
  unit_id: z.number().int(),
  unit_code: z.string(),
  unit_name: z.string(),
  factor: z.number().int(),
  barcode: z.string().nullable(),
});
export type VariantUnit = z.infer<typeof variantUnitSchema>;

/** A variant (the catalogue's "formula"): one combination of the product's option values. */
export const variantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  option_values: z.array(z.string()),
  base_unit_id: z.number().int(),
  base_unit_name: z.string(),
  units_per_box: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  image_file_id: z.string().nullable(),
  position: z.number().int(),
  /** Base unit first, then by factor. */
  units: z.array(variantUnitSchema),
});
export type Variant = z.infer<typeof variantSchema>;

/** What a product names of itself next to one of its variants. */
export const productRefSchema = z.object({
  id: z.number().int(),
  direction: z.enum(PRODUCT_DIRECTIONS),
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  thumbnail_file_id: z.string().nullable(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/** A variant row of `all_product_formula`, a category's variants and pickers. */
export const variantRowSchema = variantSchema.extend({ product: productRefSchema });
export type VariantRow = z.infer<typeof variantRowSchema>;

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  /** Mean stars, one decimal; null without ratings. */
  average: z.number().nullable(),
  /** Ratings per star, index 0 = 1 star. */
  by_stars: z.array(z.number().int()),
});

export const variantDetailSchema = variantRowSchema.extend({
  /** Categories the variant is placed in beyond its product's own. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rating: ratingSummarySchema,
  updated_at: isoDateTime,
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

// --- input --------------------------------------------------------------------------------------

export const variantUnitInput = z.object({
  unit_id: id,
  factor: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'product.factor_integer' })
    .min(1, { message: 'product.factor_integer' })
    .max(VARIANT_FACTOR_MAX, { message: 'product.factor_too_large' }),
  barcode: optionalBarcode,
});
export type VariantUnitInput = z.input<typeof variantUnitInput>;

/**
 * A variant's units: exactly one with factor 1 (the base unit), each unit once, barcodes not
 * repeated. Errors sit on the list (`units`) or on the repeated row's field.
 */
export const variantUnitsInput = z
  .array(variantUnitInput)
  .min(1, { message: 'product.base_unit_required' })
  .max(MAX_VARIANT_UNITS)
  .superRefine((units, ctx) => {
    if (units.filter((u) => u.factor === 1).length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'product.base_unit_required' });
    }
    const seenUnits = new Set<number>();
    units.forEach((u, i) => {
      if (seenUnits.has(u.unit_id)) {
        ctx.addIssue({ code: 'custom', path: [i, 'unit_id'], message: 'product.unit_repeated' });
      }
      seenUnits.add(u.unit_id);
    });
  });

/** One variant of the product form; `id` names an existing variant on update. */
export const variantInput = z.object({
  id: id.optional(),
  option_values: z.array(z.string().trim().min(1).max(50)).max(3).default([]),
  /** Blank: the product code with a suffix (`SP000012-01`). */
  code: optionalText(40),
  /** Blank: the product name with the option values. */
  name: optionalText(250),
  units_per_box: z.coerce.number().int().min(1).max(100_000).nullable().optional(),
  status: productStatus.default('active'),
  units: variantUnitsInput,
});
export type VariantInput = z.input<typeof variantInput>;
export type VariantInputData = z.output<typeof variantInput>;

/** `update_formula` (multipart `payload` JSON plus an optional `image`). */
export const updateVariantFields = z.object({
  id,
  code: optionalText(40),
  name: optionalText(250),
  units_per_box: z.coerce.number().int().min(1).max(100_000).nullable().optional(),
  status: productStatus.default('active'),
  units: variantUnitsInput,
  /** Drop the current image (a new `image` file replaces it anyway). */
  remove_image: z.boolean().default(false),
});
export type UpdateVariantFields = z.input<typeof updateVariantFields>;
export type UpdateVariantInput = z.output<typeof updateVariantFields>;
