import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, requiredText, text } from '../shared/scalars.js';
import { priceListActions, priceListStatuses } from './price-list.status.js';

/** The partner systems a list prices for; `KH` is the e-commerce customers (TMĐT). */
export const PRICE_SYSTEMS = ['NPP', 'CHTH', 'KH', 'NVTT', 'CTV'] as const;
export type PriceSystem = (typeof PRICE_SYSTEMS)[number];
export const PRICE_SYSTEM_LABELS: Record<PriceSystem, { vi: string; en: string }> = {
  NPP: { vi: 'Nhà phân phối', en: 'Distributors' },
  CHTH: { vi: 'Cửa hàng tạp hoá', en: 'Grocery stores' },
  KH: { vi: 'Khách hàng TMĐT', en: 'E-commerce customers' },
  NVTT: { vi: 'Nhân viên thị trường', en: 'Field sales staff' },
  CTV: { vi: 'Cộng tác viên', en: 'Collaborators' },
};

/** A system in words ("Nhà phân phối"), or the code itself when it is not a partner system (AD, KT…). */
export function priceSystemLabel(system: string, locale: 'vi' | 'en'): string {
  return Object.hasOwn(PRICE_SYSTEM_LABELS, system)
    ? PRICE_SYSTEM_LABELS[system as PriceSystem][locale]
    : system;
}

/** Who a list applies to within its system; the resolver prefers the most specific level. */
export const PRICE_SCOPE_LEVELS = ['system', 'area', 'zone', 'account'] as const;
export type PriceScopeLevel = (typeof PRICE_SCOPE_LEVELS)[number];
export const PRICE_SCOPE_LEVEL_LABELS: Record<PriceScopeLevel, { vi: string; en: string }> = {
  system: { vi: 'Toàn hệ thống', en: 'Whole system' },
  area: { vi: 'Theo vùng', en: 'By area' },
  zone: { vi: 'Theo khu vực', en: 'By zone' },
  account: { vi: 'Theo tài khoản', en: 'By account' },
};
/** Higher wins: a named account's price beats its zone's, which beats its area's, then the system's. */
export const PRICE_SCOPE_SPECIFICITY: Record<PriceScopeLevel, number> = {
  system: 1,
  area: 2,
  zone: 3,
  account: 4,
};

/** Prices are whole VND, above 0 and at most ten billion. */
export const MAX_PRICE_VND = 10_000_000_000;
/** Items sent in one create/update body; larger lists come in through the Excel import. */
export const MAX_ITEMS_IN_BODY = 5000;
/** Targets (areas, zones or accounts) of one list. */
export const MAX_PRICE_LIST_TARGETS = 500;

const system = z.enum(PRICE_SYSTEMS, { message: 'validation.select_required' });
const scopeLevel = z.enum(PRICE_SCOPE_LEVELS, { message: 'validation.select_required' });
const status = z.enum(priceListStatuses, { message: 'validation.select_required' });

/** An instant with its offset (`2027-01-01T00:00:00+07:00` or `…Z`). */
export const priceMoment = z.iso.datetime({ offset: true, message: 'price-list.moment_invalid' });
const optionalMoment = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  priceMoment.nullable().optional(),
);

export const priceVnd = z
  .number({ message: 'price-list.price_invalid' })
  .int({ message: 'price-list.price_invalid' })
  .positive({ message: 'price-list.price_invalid' })
  .max(MAX_PRICE_VND, { message: 'price-list.price_too_high' });

const personRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const targetRef = z.object({ id: z.number().int(), name: z.string() });

/** One price list as lists show it. */
export const priceListSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  system,
  scope_level: scopeLevel,
  /** The areas, zones or accounts of the scope (empty for `system`). */
  targets: z.array(targetRef),
  effective_from: isoDateTime.nullable(),
  effective_to: isoDateTime.nullable(),
  status,
  /** +1 on every saved edit before approval; orders keep the revision they were priced with. */
  revision: z.number().int(),
  item_count: z.number().int(),
  image_count: z.number().int(),
  cloned_from_id: z.number().int().nullable(),
  created_by: personRef,
  submitted_by: personRef,
  approved_by: personRef,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;

/** One price list with every step of its life (its rows are read page by page: `items`). */
export const priceListSchema = priceListSummarySchema.extend({
  note: z.string().nullable(),
  last_edited_by: personRef,
  rejected_by: personRef,
  rejection_reason: z.string().nullable(),
  submitted_at: isoDateTime.nullable(),
  approved_at: isoDateTime.nullable(),
  rejected_at: isoDateTime.nullable(),
  activated_at: isoDateTime.nullable(),
  /** When it was replaced, expired or cancelled. */
  ended_at: isoDateTime.nullable(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** One price of a list: a variant in one of its units. */
export const priceListItemSchema = z.object({
  variant_id: z.number().int(),
  variant_code: z.string(),
  variant_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  price: z.number().int(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

export const priceListItemsQuery = z.object({
  ...pagingFields,
  /** Variant or product name or code, ignoring case and diacritics. */
  search: text(100).optional(),
});

export const priceListItemInput = z.object({
  variant_id: id,
  unit_id: id,
  price: priceVnd,
});
export type PriceListItemInput = z.infer<typeof priceListItemInput>;

/** Filters of the list screens (pending: `stage=working`; history: `stage=history`). */
export const priceListListBody = z.object({
  ...pagingFields,
  search: text(100).optional(),
  stage: z.enum(['working', 'history'], { message: 'validation.select_required' }).optional(),
  status: status.optional(),
  system: system.optional(),
  scope_level: scopeLevel.optional(),
  /** Lists holding a price for this variant. */
  variant_id: id.optional(),
});
export type PriceListListBody = z.input<typeof priceListListBody>;

const headerShape = {
  name: requiredText(150),
  note: optionalText(1000),
  system,
  scope_level: scopeLevel,
  /** Area, zone or account ids by `scope_level`; empty for `system`. */
  target_ids: z.array(id).max(MAX_PRICE_LIST_TARGETS, { message: 'price-list.too_many_targets' }).default([]),
  /** Required before submission (at least a minute ahead then). */
  effective_from: optionalMoment,
  effective_to: optionalMoment,
};

const itemsField = z
  .array(priceListItemInput)
  .max(MAX_ITEMS_IN_BODY, { message: 'price-list.too_many_items' });

interface HeaderInput {
  scope_level: (typeof PRICE_SCOPE_LEVELS)[number];
  target_ids: number[];
  effective_from?: string | null | undefined;
  effective_to?: string | null | undefined;
  items?: { variant_id: number; unit_id: number }[] | undefined;
}

/** Rules across fields: targets match the level, the end follows the start, one price per variant and unit. */
function checkHeader(value: HeaderInput, ctx: z.RefinementCtx): void {
  if (value.scope_level === 'system' && value.target_ids.length > 0)
    ctx.addIssue({ code: 'custom', path: ['target_ids'], message: 'price-list.targets_not_allowed' });
  if (value.scope_level !== 'system' && value.target_ids.length === 0)
    ctx.addIssue({ code: 'custom', path: ['target_ids'], message: 'price-list.targets_required' });
  if (new Set(value.target_ids).size !== value.target_ids.length)
    ctx.addIssue({ code: 'custom', path: ['target_ids'], message: 'price-list.targets_duplicate' });
  if (
    value.effective_from &&
    value.effective_to &&
    Date.parse(value.effective_to) <= Date.parse(value.effective_from)
  )
    ctx.addIssue({ code: 'custom', path: ['effective_to'], message: 'price-list.end_before_start' });
  const seen = new Set<string>();
  value.items?.forEach((item, index) => {
    const key = `${item.variant_id}:${item.unit_id}`;
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'unit_id'],
        message: 'price-list.item_duplicate',
      });
    seen.add(key);
  });
}

/** Create: a new list is a draft at revision 1. */
export const priceListCreateBody = z
  .object({ ...headerShape, items: itemsField.default([]) })
  .superRefine(checkHeader);
export type PriceListCreateBody = z.input<typeof priceListCreateBody>;

/** Update (draft or rejected only): `items`, when sent, replaces every row; absent leaves them. */
export const priceListUpdateBody = z
  .object({ ...headerShape, items: itemsField.optional() })
  .superRefine(checkHeader);
export type PriceListUpdateBody = z.input<typeof priceListUpdateBody>;

export const priceListStatusBody = z
  .object({
    action: z.enum(priceListActions, { message: 'validation.select_required' }),
    /** Required to reject: the author reads it. */
    reason: optionalText(500),
    /** Approve only: moves a start that is already past (the approver's call). */
    effective_from: optionalMoment,
  })
  .superRefine((value, ctx) => {
    if (value.action === 'reject' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'price-list.reason_required' });
    if (value.action !== 'approve' && value.effective_from)
      ctx.addIssue({ code: 'custom', path: ['effective_from'], message: 'price-list.start_only_on_approve' });
  });
export type PriceListStatusBody = z.input<typeof priceListStatusBody>;

/** v1 `pricelist_apply`: approve, optionally moving the start. */
export const priceListApplyBody = z.object({ effective_from: optionalMoment });

/** A clone is a new draft with the same scope, targets and rows. */
export const priceListCloneBody = z.object({
  name: optionalText(150),
  effective_from: optionalMoment,
});

/** v1 `pricelist/{id}`: 0 names the active system-wide list of a system (spec §4). */
export const priceListV1Params = z.object({
  id: z.coerce
    .number({ message: 'validation.invalid_id' })
    .int({ message: 'validation.invalid_id' })
    .min(0, { message: 'validation.invalid_id' })
    .max(2_147_483_647, { message: 'validation.invalid_id' }),
});
export const priceListV1Query = z.object({
  /** With id 0: the system whose active list to read; the caller's own by default. */
  system: system.optional(),
});

export const priceListDeletedSchema = z.object({ id: z.number().int() });
