import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, queryBoolean, requiredText, text } from '../shared/scalars.js';

/** "One unit holds `quantity` of `inner unit`" (a thùng holds 24 lon). */
export const unitConversionSchema = z.object({
  inner_unit_id: z.number().int(),
  inner_unit_code: z.string(),
  inner_unit_name: z.string(),
  quantity: z.number().int(),
});
export type UnitConversion = z.infer<typeof unitConversionSchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  is_active: z.boolean(),
  conversions: z.array(unitConversionSchema),
  /** How many variant units use it (a unit in use cannot be deleted). */
  variant_unit_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Unit = z.infer<typeof unitSchema>;

/** A unit as pickers show it (v1 `units`). */
export const unitOptionSchema = unitSchema.pick({ id: true, code: true, name: true, conversions: true });
export type UnitOption = z.infer<typeof unitOptionSchema>;

export const unitListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  is_active: queryBoolean.optional(),
});
export type UnitListQuery = z.infer<typeof unitListQuery>;

export const UNIT_CONVERSION_MAX = 100_000;

export const unitConversionInput = z.object({
  inner_unit_id: id,
  quantity: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'product.factor_integer' })
    .min(2, { message: 'product.conversion_min' })
    .max(UNIT_CONVERSION_MAX, { message: 'product.factor_too_large' }),
});
export type UnitConversionInput = z.input<typeof unitConversionInput>;

export const unitFields = z.object({
  code: requiredText(20),
  name: requiredText(50),
  note: optionalText(500),
  is_active: z.boolean().default(true),
  conversions: z
    .array(unitConversionInput)
    .max(10)
    .default([])
    .refine((list) => new Set(list.map((c) => c.inner_unit_id)).size === list.length, {
      message: 'product.conversion_duplicate',
    }),
});
export type UnitFields = z.input<typeof unitFields>;
export type UnitInput = z.output<typeof unitFields>;
