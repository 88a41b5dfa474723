import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, text } from '../shared/scalars.js';
import { storedFile } from '../platform/platform.schemas.js';
import { PRICE_SCOPE_LEVELS, PRICE_SYSTEMS, priceMoment } from './price-list.schemas.js';

const scopeLevel = z.enum(PRICE_SCOPE_LEVELS);

// --- Preview before approval ----------------------------------------------------------------

export const PRICE_CHANGES = ['new', 'raised', 'lowered', 'unchanged'] as const;
export type PriceChange = (typeof PRICE_CHANGES)[number];

export const priceListPreviewQuery = z.object({
  ...pagingFields,
  change: z.enum(PRICE_CHANGES, { message: 'validation.select_required' }).optional(),
});

const extremeChange = z
  .object({
    variant_code: z.string(),
    variant_name: z.string(),
    unit_name: z.string(),
    target_name: z.string().nullable(),
    from: z.number().int(),
    to: z.number().int(),
    amount: z.number().int(),
    percent: z.number(),
  })
  .nullable();

/** One row of the list against the price in force at its start, for one target of its scope. */
export const priceListPreviewRowSchema = z.object({
  variant_id: z.number().int(),
  variant_code: z.string(),
  variant_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  /** The area, zone or account compared (null for a system-wide list). */
  target_name: z.string().nullable(),
  price: z.number().int(),
  current_price: z.number().int().nullable(),
  current_price_list_code: z.string().nullable(),
  /** New price minus current (null when there is no current price). */
  difference: z.number().int().nullable(),
  percent: z.number().nullable(),
  change: z.enum(PRICE_CHANGES),
});

export const priceListPreviewSchema = z.object({
  /** The moment compared: the list's start, or now when it has none yet. */
  at: isoDateTime,
  counts: z.object({
    total: z.number().int(),
    new: z.number().int(),
    raised: z.number().int(),
    lowered: z.number().int(),
    unchanged: z.number().int(),
  }),
  largest_rise: extremeChange,
  largest_fall: extremeChange,
  rows: z.array(priceListPreviewRowSchema),
  /** Rows matching `change` (for paging). */
  total_rows: z.number().int(),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;

// --- The resolver -----------------------------------------------------------------------------

export const MAX_RESOLVE_LINES = 200;

export const resolvePricesBody = z.object({
  account_id: id,
  /** The moment priced; now by default. */
  at: priceMoment.optional(),
  lines: z
    .array(z.object({ variant_id: id, unit_id: id }))
    .min(1, { message: 'validation.select_at_least_one' })
    .max(MAX_RESOLVE_LINES, { message: 'price-list.too_many_lines' }),
});
export type ResolvePricesBody = z.input<typeof resolvePricesBody>;

/** What the resolver answers for one line: the price in force and the list (and revision) it came from. */
export const resolvedPriceSchema = z.object({
  variant_id: z.number().int(),
  unit_id: z.number().int(),
  price: z.number().int().nullable(),
  price_list_id: z.number().int().nullable(),
  price_list_code: z.string().nullable(),
  revision: z.number().int().nullable(),
  scope_level: scopeLevel.nullable(),
});
export type ResolvedPrice = z.infer<typeof resolvedPriceSchema>;

export const resolvePricesSchema = z.object({
  at: isoDateTime,
  account_id: z.number().int(),
  system: z.enum(PRICE_SYSTEMS),
  lines: z.array(resolvedPriceSchema),
});

// --- Products with prices ---------------------------------------------------------------------

export const PUBLIC_CATALOGUE_MAX_PAGE = 50;

export const productWithPriceQuery = z.object({
  page: pagingFields.page,
  page_size: z.coerce.number().int().min(1).max(PUBLIC_CATALOGUE_MAX_PAGE).default(20),
  /** Product name, code or brand, ignoring case and diacritics. */
  search: text(100).optional(),
});

/** The public call: codes and prices only, no ids, lists or authors. */
export const publicPricedProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  variants: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      option_values: z.array(z.string()),
      units: z.array(z.object({ unit: z.string(), factor: z.number().int(), price: z.number().int() })),
    }),
  ),
});
export type PublicPricedProduct = z.infer<typeof publicPricedProductSchema>;

/** The signed-in call: the caller's own prices with ids and the list each came from. */
export const accountPricedProductSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  variants: z.array(
    z.object({
      variant_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      option_values: z.array(z.string()),
      units: z.array(
        z.object({
          unit_id: z.number().int(),
          unit: z.string(),
          factor: z.number().int(),
          price: z.number().int(),
          price_list_id: z.number().int(),
          revision: z.number().int(),
          scope_level: scopeLevel,
        }),
      ),
    }),
  ),
});
export type AccountPricedProduct = z.infer<typeof accountPricedProductSchema>;

// --- Images -------------------------------------------------------------------------------------

/** A price poster sent to partners (JPEG, PNG, WebP or PDF, at most 10 MB). */
export const PRICE_LIST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PRICE_LIST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const priceListImageParams = z.object({
  id,
  fileId: z
    .string()
    .trim()
    .min(1, { message: 'validation.invalid_id' })
    .max(100, { message: 'validation.invalid_id' }),
});
/** A poster with its thumbnail for lists (null for a PDF); both download from the file route. */
export const priceListImageSchema = storedFile.extend({ thumbnail_id: z.string().nullable() });
export type PriceListImage = z.infer<typeof priceListImageSchema>;
export const priceListImagesSchema = z.array(priceListImageSchema);
/** Posters per list. */
export const MAX_PRICE_LIST_IMAGES = 20;

// --- Excel import of a list's rows ----------------------------------------------------------

/** Columns of the price list template, in order (header texts vi/en). */
export const PRICE_LIST_IMPORT_COLUMNS = [
  { key: 'variant_code', vi: 'Mã biến thể*', en: 'Variant code*' },
  { key: 'variant_name', vi: 'Tên biến thể', en: 'Variant name' },
  { key: 'unit', vi: 'Đơn vị tính*', en: 'Unit*' },
  { key: 'price', vi: 'Giá (VND)*', en: 'Price (VND)*' },
] as const;
export type PriceListImportColumn = (typeof PRICE_LIST_IMPORT_COLUMNS)[number]['key'];
/** `merge` adds and changes rows; `replace` also removes the rows the file does not name. */
export const PRICE_LIST_IMPORT_MODES = ['merge', 'replace'] as const;
export const PRICE_LIST_IMPORT_MAX_ROWS = 60_000;

export const priceListImportErrorSchema = z.object({
  /** Excel row number (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  column_label: z.string(),
  message: z.string(),
});
export const priceListImportPreviewSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Rows of the list the file does not name (removed with `replace`). */
  absent: z.number().int(),
  /** Every bad row, then the first good ones (at most 500 rows in all). */
  rows: z.array(
    z.object({
      row: z.number().int(),
      variant_code: z.string(),
      unit: z.string(),
      price: z.number().int().nullable(),
      current_price: z.number().int().nullable(),
      ok: z.boolean(),
      errors: z.array(priceListImportErrorSchema),
    }),
  ),
});
export type PriceListImportPreview = z.infer<typeof priceListImportPreviewSchema>;
export const priceListImportResultSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  revision: z.number().int(),
});
