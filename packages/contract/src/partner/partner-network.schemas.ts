import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, requiredText } from '../shared/scalars.js';
import { isoDate } from '../staff/staff.schemas.js';
import { latitude, longitude, PARTNER_TYPES } from './partner.schemas.js';

const count = (max: number) =>
  z.coerce
    .number({ message: 'partner.number_invalid' })
    .int({ message: 'partner.number_invalid' })
    .min(0, { message: 'partner.number_invalid' })
    .max(max, { message: 'partner.number_invalid' });
const money = z.coerce
  .number({ message: 'partner.number_invalid' })
  .int({ message: 'partner.number_invalid' })
  .min(0, { message: 'partner.number_invalid' })
  .max(1_000_000_000_000, { message: 'partner.number_invalid' });
const standardCode = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/, { message: 'partner.standard_code_invalid' });

// --- Standards ---------------------------------------------------------------------------------

/** A grocery store (CHTH) tier: what a store must sell and show, how often it is visited. */
export const storeStandardFields = z.object({
  code: standardCode,
  name: requiredText(150),
  min_monthly_revenue: money,
  display_requirements: optionalText(2000),
  visits_per_month: count(100),
  is_active: z.boolean().default(true),
});
export type StoreStandardFields = z.input<typeof storeStandardFields>;

export const storeStandardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  min_monthly_revenue: z.number().int(),
  display_requirements: z.string().nullable(),
  visits_per_month: z.number().int(),
  is_active: z.boolean(),
  store_count: z.number().int(),
  updated_at: isoDateTime,
});
export type StoreStandard = z.infer<typeof storeStandardSchema>;

/** A field staff (NVTT) standard: the daily visits, monthly new stores and revenue expected. */
export const nvttStandardFields = z.object({
  code: standardCode,
  name: requiredText(150),
  stores_per_day: count(500),
  new_stores_per_month: count(1000),
  revenue_target_per_month: money,
  is_active: z.boolean().default(true),
});
export type NvttStandardFields = z.input<typeof nvttStandardFields>;
/** POST nvtt_standard: with `id` it updates that standard, without it creates one. */
export const saveNvttStandardBody = nvttStandardFields.extend({ id: id.optional() });

export const nvttStandardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stores_per_day: z.number().int(),
  new_stores_per_month: z.number().int(),
  revenue_target_per_month: z.number().int(),
  is_active: z.boolean(),
  field_staff_count: z.number().int(),
  updated_at: isoDateTime,
});
export type NvttStandard = z.infer<typeof nvttStandardSchema>;

// --- Places and the map ------------------------------------------------------------------------

/** The largest radius a search accepts (50 km). */
export const MAX_RADIUS_M = 50_000;
/** The most points the map call answers; beyond, it says `capped` and the web asks to zoom in. */
export const MAP_POINT_CAP = 5000;

const partnerTypes = z
  .array(z.enum(PARTNER_TYPES, { message: 'validation.select_required' }))
  .max(PARTNER_TYPES.length)
  .optional();

export const placesWithinRadiusBody = z.object({
  lat: latitude,
  lng: longitude,
  radius: z.coerce
    .number({ message: 'partner.radius_invalid' })
    .positive({ message: 'partner.radius_invalid' })
    .max(MAX_RADIUS_M, { message: 'partner.radius_invalid' }),
  types: partnerTypes,
  /** Leave out one partner (the point the neighbours are searched around). */
  exclude_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const placesWithinRadiusPageBody = placesWithinRadiusBody.omit({ limit: true }).extend(pagingFields);

export const placeSchema = z.object({
  id: z.number().int(),
  type: z.enum(PARTNER_TYPES),
  fullname: z.string(),
  phone: z.string().nullable(),
  address_text: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres from the searched point (great-circle, earthdistance). */
  distance_m: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const mapPointsBody = z
  .object({
    min_lat: latitude,
    max_lat: latitude,
    min_lng: longitude,
    max_lng: longitude,
    area_id: id.optional(),
    zone_id: id.optional(),
    types: partnerTypes,
  })
  .refine((v) => v.min_lat <= v.max_lat && v.min_lng <= v.max_lng, {
    path: ['max_lat'],
    message: 'partner.bounds_invalid',
  });

export const mapPointSchema = z.object({
  id: z.number().int(),
  type: z.enum(PARTNER_TYPES),
  fullname: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  area_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
  distributor_id: z.number().int().nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
export const mapPointsSchema = z.object({
  points: z.array(mapPointSchema),
  /** True when more points lie in the box than `MAP_POINT_CAP`. */
  capped: z.boolean(),
});

// --- Statistics --------------------------------------------------------------------------------

const dateRange = {
  from: isoDate,
  to: isoDate,
};
const rangeInOrder = (v: { from: string; to: string }) => v.from <= v.to;

export const accountCreatedByDateBody = z
  .object({ ...dateRange, types: partnerTypes })
  .refine(rangeInOrder, { path: ['to'], message: 'partner.range_invalid' });
export const createdCountSchema = z.object({
  date: z.string(),
  type: z.enum(PARTNER_TYPES),
  count: z.number().int(),
});

export const chartMonthlyBody = z.object({
  year: z.coerce
    .number({ message: 'partner.year_invalid' })
    .int({ message: 'partner.year_invalid' })
    .min(2000, { message: 'partner.year_invalid' })
    .max(2100, { message: 'partner.year_invalid' }),
});
/** Twelve rows (months 1–12), each with the count per partner type. */
export const monthlyCountSchema = z.object({
  month: z.number().int(),
  counts: z.record(z.enum(PARTNER_TYPES), z.number().int()),
  total: z.number().int(),
});

export const STORE_SPEED_UNITS = ['day', 'week'] as const;
export const storeCreatingSpeedBody = z
  .object({
    ...dateRange,
    unit: z.enum(STORE_SPEED_UNITS, { message: 'validation.select_required' }).default('day'),
  })
  .refine(rangeInOrder, { path: ['to'], message: 'partner.range_invalid' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'partner.range_too_long',
  });
/** Every period of the range, empty ones with 0. */
export const storeSpeedSchema = z.object({ period_start: z.string(), count: z.number().int() });

// --- Grocery import ----------------------------------------------------------------------------

/** Columns of the grocery store import template, in order (header texts vi/en). */
export const GROCERY_IMPORT_COLUMNS = [
  { key: 'username', vi: 'Tên đăng nhập*', en: 'Username*' },
  { key: 'fullname', vi: 'Tên cửa hàng*', en: 'Store name*' },
  { key: 'phone', vi: 'Số điện thoại', en: 'Phone' },
  { key: 'representative', vi: 'Chủ cửa hàng', en: 'Owner' },
  { key: 'tax_code', vi: 'Mã số thuế', en: 'Tax code' },
  { key: 'street', vi: 'Địa chỉ', en: 'Address' },
  { key: 'area', vi: 'Vùng*', en: 'Area*' },
  { key: 'zone', vi: 'Khu vực', en: 'Zone' },
  { key: 'distributor', vi: 'Nhà phân phối (tên đăng nhập)', en: 'Distributor (username)' },
  { key: 'field_staff', vi: 'NVTT (tên đăng nhập)', en: 'Field staff (username)' },
  { key: 'standard', vi: 'Tiêu chuẩn cửa hàng (mã)', en: 'Store standard (code)' },
  { key: 'latitude', vi: 'Vĩ độ', en: 'Latitude' },
  { key: 'longitude', vi: 'Kinh độ', en: 'Longitude' },
] as const;
export type GroceryImportColumn = (typeof GROCERY_IMPORT_COLUMNS)[number]['key'];

export const groceryImportErrorSchema = z.object({
  /** Excel row number (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  column_label: z.string(),
  message: z.string(),
});
export const groceryImportPreviewSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      username: z.string(),
      fullname: z.string(),
      ok: z.boolean(),
      errors: z.array(groceryImportErrorSchema),
    }),
  ),
});
export type GroceryImportPreview = z.infer<typeof groceryImportPreviewSchema>;
export const groceryImportResultSchema = z.object({ created: z.number().int() });

/** Shop call: stores as a shop picker shows them; an optional point sorts them by distance. */
export const shopGroceryQuery = z.object({
  search: optionalText(100),
  area_id: id.optional(),
  zone_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const shopGrocerySchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  phone: z.string().nullable(),
  address_text: z.string().nullable(),
  distributor_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** Columns of the partner list export, in order (header texts vi/en). */
export const PARTNER_EXPORT_COLUMNS = [
  { key: 'username', vi: 'Tên đăng nhập', en: 'Username' },
  { key: 'fullname', vi: 'Tên', en: 'Name' },
  { key: 'type', vi: 'Loại', en: 'Type' },
  { key: 'status', vi: 'Trạng thái', en: 'Status' },
  { key: 'phone', vi: 'Số điện thoại', en: 'Phone' },
  { key: 'email', vi: 'Email', en: 'E-mail' },
  { key: 'area', vi: 'Vùng', en: 'Area' },
  { key: 'zone', vi: 'Khu vực', en: 'Zone' },
  { key: 'distributor', vi: 'Nhà phân phối', en: 'Distributor' },
  { key: 'field_staff', vi: 'NVTT', en: 'Field staff' },
  { key: 'standard', vi: 'Tiêu chuẩn', en: 'Standard' },
  { key: 'tax_code', vi: 'Mã số thuế', en: 'Tax code' },
  { key: 'market_code', vi: 'Mã thị trường', en: 'Market code' },
  { key: 'address', vi: 'Địa chỉ', en: 'Address' },
  { key: 'latitude', vi: 'Vĩ độ', en: 'Latitude' },
  { key: 'longitude', vi: 'Kinh độ', en: 'Longitude' },
  { key: 'created_at', vi: 'Ngày tạo', en: 'Created on' },
] as const;

export const PARTNER_STATUS_LABELS = {
  active: { vi: 'Đang hoạt động', en: 'Active' },
  inactive: { vi: 'Ngừng hoạt động', en: 'Inactive' },
  pending: { vi: 'Chờ duyệt', en: 'Pending' },
} as const;
