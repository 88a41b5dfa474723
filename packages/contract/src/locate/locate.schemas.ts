import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import {
  id,
  isoDateTime,
  MAX_INT_ID,
  optionalId,
  optionalText,
  queryBoolean,
  requiredText,
  text,
} from '../shared/scalars.js';

/** The three regions an area belongs to (labels in REGION_LABELS and the catalogue `locate.region.*`). */
export const REGIONS = ['north', 'central', 'south'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, { vi: string; en: string }> = {
  north: { vi: 'Miền Bắc', en: 'Northern Vietnam' },
  central: { vi: 'Miền Trung', en: 'Central Vietnam' },
  south: { vi: 'Miền Nam', en: 'Southern Vietnam' },
};

const region = z.enum(REGIONS, { message: 'validation.select_required' });
/** A 2025 province code ("01", "79"): two digits. */
const provinceCode = z.string().regex(/^\d{2}$/, { message: 'locate.province_invalid' });

const personSchema = z.object({ id: z.number().int(), username: z.string(), fullname: z.string() });
export type LocatePerson = z.infer<typeof personSchema>;

// --- areas --------------------------------------------------------------------------------------

export const areaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region,
  manager_id: z.number().int().nullable(),
  manager: personSchema.nullable(),
  note: z.string().nullable(),
  is_active: z.boolean(),
  zone_count: z.number().int(),
  account_count: z.number().int(),
  /** False when the caller sees the area only because one of its zones is in their data scope. */
  editable: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Area = z.infer<typeof areaSchema>;

export const areaListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  region: region.optional(),
  is_active: queryBoolean.optional(),
});
export type AreaListQuery = z.infer<typeof areaListQuery>;

export const areaFields = z.object({
  name: requiredText(150),
  region,
  manager_id: optionalId,
  note: optionalText(1000),
  is_active: z.boolean().default(true),
});
export type AreaFields = z.input<typeof areaFields>;

// --- zones --------------------------------------------------------------------------------------

export const zoneSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  area_code: z.string(),
  supervisor_id: z.number().int().nullable(),
  supervisor: personSchema.nullable(),
  province_codes: z.array(z.string()),
  note: z.string().nullable(),
  is_active: z.boolean(),
  account_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Zone = z.infer<typeof zoneSchema>;

export const zoneListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  area_id: id.optional(),
  region: region.optional(),
  is_active: queryBoolean.optional(),
});
export type ZoneListQuery = z.infer<typeof zoneListQuery>;

export const zoneFields = z.object({
  name: requiredText(150),
  /** Required: numbers or numeric strings; empty ('' / null / missing) reads "Vui lòng chọn". */
  area_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
    z
      .number({ message: 'validation.select_required' })
      .int()
      .positive({ message: 'validation.invalid_id' })
      .max(MAX_INT_ID, { message: 'validation.invalid_id' }),
  ),
  supervisor_id: optionalId,
  province_codes: z.array(provinceCode).max(34).default([]),
  note: optionalText(1000),
  is_active: z.boolean().default(true),
});
export type ZoneFields = z.input<typeof zoneFields>;

export const areaIdParam = z.object({ area_id: id });

// --- accounts in a zone / area -------------------------------------------------------------------

export const accountsInLocationBody = z
  .object({
    ...pagingFields,
    zone_id: id.optional(),
    area_id: id.optional(),
    search: text(100).optional(),
  })
  .refine((b) => b.zone_id !== undefined || b.area_id !== undefined, {
    message: 'locate.zone_or_area_required',
    path: ['zone_id'],
  });

export const locatedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  type: z.string(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  area_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
});
export type LocatedAccount = z.infer<typeof locatedAccountSchema>;

// --- dropdown -----------------------------------------------------------------------------------

export const locateOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  region,
  children: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type LocateOption = z.infer<typeof locateOptionSchema>;

export const locateDropdownQuery = z.object({ include_inactive: queryBoolean.optional() });
