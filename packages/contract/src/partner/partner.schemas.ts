import { z } from 'zod';
import { newPassword, optionalEmail, optionalPhone, usernameField } from '../account/account.schemas.js';
import { keysetFields, pagingFields } from '../shared/paging.js';
import {
  blankToNull,
  id,
  isoDateTime,
  optionalId,
  optionalText,
  requiredText,
  text,
} from '../shared/scalars.js';
import { taxCode } from '../shared/tax-code.js';
import { citizenId, isoDate, staffAddressSchema } from '../staff/staff.schemas.js';

/** The account types the partner module keeps a profile for (docs/partners.md). */
export const PARTNER_TYPES = ['NPP', 'NVTT', 'CHTH', 'CTV', 'KH'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** A customer (KH) buys online (TMĐT) or at the counter. */
export const CUSTOMER_CHANNELS = ['ecommerce', 'retail'] as const;
export type CustomerChannel = (typeof CUSTOMER_CHANNELS)[number];

/** What the lists filter on: an active, an inactive (deactivated) or a pending (registered) partner. */
export const PARTNER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

const partnerType = z.enum(PARTNER_TYPES, { message: 'validation.select_required' });

/** Latitude and longitude in degrees (WGS 84). */
export const latitude = z.coerce
  .number({ message: 'partner.latitude_invalid' })
  .min(-90, { message: 'partner.latitude_invalid' })
  .max(90, { message: 'partner.latitude_invalid' });
export const longitude = z.coerce
  .number({ message: 'partner.longitude_invalid' })
  .min(-180, { message: 'partner.longitude_invalid' })
  .max(180, { message: 'partner.longitude_invalid' });

const optionalCount = (max: number) =>
  blankToNull(
    z.coerce
      .number({ message: 'partner.number_invalid' })
      .int({ message: 'partner.number_invalid' })
      .min(0, { message: 'partner.number_invalid' })
      .max(max, { message: 'partner.number_invalid' }),
  );

/**
 * The partner-specific facts (one profile per partner account). Which references apply depends on
 * the type: a store (CHTH) has a distributor, a field staff member and a store standard; a field
 * staff member (NVTT) a distributor and an NVTT standard; a customer (KH) a channel. The server
 * refuses a reference that does not fit the type.
 */
export const partnerProfileFields = z.object({
  representative: optionalText(150),
  tax_code: blankToNull(taxCode('partner.tax_code_invalid')),
  citizen_id: blankToNull(citizenId),
  citizen_id_issue_date: blankToNull(isoDate),
  citizen_id_issue_place: optionalText(255),
  address: staffAddressSchema.nullable().optional(),
  area_id: optionalId,
  zone_id: optionalId,
  business_line: optionalText(255),
  /** Warehouse floor area in m² (distributors). */
  warehouse_area_m2: optionalCount(10_000_000),
  staff_count: optionalCount(100_000),
  join_date: blankToNull(isoDate),
  accounting_code: optionalText(50),
  market_code: optionalText(50),
  latitude: blankToNull(latitude),
  longitude: blankToNull(longitude),
  distributor_id: optionalId,
  field_staff_id: optionalId,
  store_standard_id: optionalId,
  nvtt_standard_id: optionalId,
  customer_channel: blankToNull(z.enum(CUSTOMER_CHANNELS, { message: 'validation.select_required' })),
});
export type PartnerProfileFields = z.input<typeof partnerProfileFields>;
export type PartnerProfileInput = z.infer<typeof partnerProfileFields>;

/** A point has both coordinates or neither. */
const bothCoordinates = (
  v: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const hasLat = v.latitude !== null && v.latitude !== undefined;
  const hasLng = v.longitude !== null && v.longitude !== undefined;
  if (hasLat && !hasLng)
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'partner.coordinates_pair' });
  if (hasLng && !hasLat)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'partner.coordinates_pair' });
};

/** Update of a partner's profile (PUT partner/:id): the whole profile is replaced. */
export const partnerProfileBody = partnerProfileFields.superRefine(bothCoordinates);

/** Create a partner: its account (as user creation takes it) and its profile, in one transaction. */
export const createPartnerBody = partnerProfileFields
  .extend({
    type: partnerType,
    username: usernameField,
    password: newPassword,
    fullname: requiredText(),
    email: optionalEmail,
    phone: optionalPhone,
  })
  .superRefine(bothCoordinates);
export type CreatePartnerBody = z.input<typeof createPartnerBody>;

export const bankAccountFields = z.object({
  bank_name: requiredText(150),
  branch: optionalText(150),
  account_number: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[0-9A-Za-z-]{4,30}$/, { message: 'partner.bank_account_number_invalid' }),
  holder: requiredText(150),
});
export type BankAccountFields = z.input<typeof bankAccountFields>;
export const createBankAccountBody = bankAccountFields.extend({ partner_id: id });

export const bankAccountSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  bank_name: z.string(),
  branch: z.string().nullable(),
  account_number: z.string(),
  holder: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** One partner in a list: the account, where it is, whom it works with. `id` is the account id. */
export const partnerSchema = z.object({
  id: z.number().int(),
  type: z.enum(PARTNER_TYPES),
  username: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  area_id: z.number().int().nullable(),
  area_name: z.string().nullable(),
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
  distributor_id: z.number().int().nullable(),
  distributor_name: z.string().nullable(),
  field_staff_id: z.number().int().nullable(),
  field_staff_name: z.string().nullable(),
  /** The store standard (CHTH) or the NVTT standard (NVTT). */
  standard_id: z.number().int().nullable(),
  standard_name: z.string().nullable(),
  customer_channel: z.enum(CUSTOMER_CHANNELS).nullable(),
  tax_code: z.string().nullable(),
  market_code: z.string().nullable(),
  address_text: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: isoDateTime,
});
export type Partner = z.infer<typeof partnerSchema>;

/** The whole partner: list fields, the profile, bank accounts and what hangs below it. */
export const partnerDetailSchema = partnerSchema.extend({
  representative: z.string().nullable(),
  citizen_id: z.string().nullable(),
  citizen_id_issue_date: z.string().nullable(),
  citizen_id_issue_place: z.string().nullable(),
  address: staffAddressSchema.nullable(),
  business_line: z.string().nullable(),
  warehouse_area_m2: z.number().int().nullable(),
  staff_count: z.number().int().nullable(),
  join_date: z.string().nullable(),
  accounting_code: z.string().nullable(),
  store_standard_id: z.number().int().nullable(),
  nvtt_standard_id: z.number().int().nullable(),
  banks: z.array(bankAccountSchema),
  /** Stores (CHTH) and field staff (NVTT) attached to this partner as distributor or field staff. */
  store_count: z.number().int(),
  field_staff_count: z.number().int(),
  updated_at: isoDateTime,
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/** Filters shared by the lists, their export and the customer/grocery calls. */
export const partnerFilterFields = {
  search: text(100).optional(),
  area_id: id.optional(),
  zone_id: id.optional(),
  distributor_id: id.optional(),
  field_staff_id: id.optional(),
  standard_id: id.optional(),
  status: z.enum(PARTNER_STATUSES, { message: 'validation.select_required' }).optional(),
  customer_channel: z.enum(CUSTOMER_CHANNELS, { message: 'validation.select_required' }).optional(),
};

export const partnerListQuery = z.object({
  ...pagingFields,
  ...keysetFields,
  ...partnerFilterFields,
  type: partnerType,
});
export type PartnerListQuery = z.input<typeof partnerListQuery>;

/** The export takes the list's filters, without paging. */
export const partnerExportQuery = z.object({ ...partnerFilterFields, type: partnerType });

/** Lists where the type is fixed by the call (groceries, customers): the filters and paging. */
export const partnerPageBody = z.object({ ...pagingFields, ...keysetFields, ...partnerFilterFields });

/** Customers: CHTH, NPP or TMĐT (KH, e-commerce) buyers; no kind = all three. */
export const CUSTOMER_KINDS = ['chth', 'npp', 'tmdt'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const customerPageBody = partnerPageBody.extend({
  kind: z.enum(CUSTOMER_KINDS, { message: 'validation.select_required' }).optional(),
});

export const partnerOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  type: z.enum(PARTNER_TYPES),
});
export type PartnerOption = z.infer<typeof partnerOptionSchema>;

export const accountsInAreaQuery = z.object({
  area_id: id,
  type: partnerType.optional(),
  search: text(100).optional(),
});

export const accountsInAreaOrZoneQuery = z.object({
  ...pagingFields,
  area_id: id.optional(),
  zone_id: id.optional(),
  type: partnerType.optional(),
  search: text(100).optional(),
});

export const nppByZoneBody = z.object({ zone_id: id.optional(), area_id: id.optional() });

/** PUT account_nvtt: a field staff member's distributor, standard and place. */
export const accountNvttBody = z.object({
  nvtt_id: id,
  distributor_id: optionalId,
  nvtt_standard_id: optionalId,
  area_id: optionalId,
  zone_id: optionalId,
});

export const updateManyChthStandardBody = z.object({
  ids: z.array(id).min(1, { message: 'validation.select_at_least_one' }).max(1000),
  standard_id: id,
});
export const updatedCountSchema = z.object({ updated: z.number().int() });

/**
 * Transfer of field staff (and the stores they serve) from one distributor to another. Without
 * `nvtt_ids` every field staff member and every store of the source moves; with them, those field
 * staff and the source's stores they serve. `dry_run` answers what would move and writes nothing.
 */
export const transferNvttBody = z
  .object({
    from_distributor_id: id,
    to_distributor_id: id,
    nvtt_ids: z.array(id).min(1, { message: 'validation.select_at_least_one' }).max(1000).optional(),
    dry_run: z.boolean().default(false),
  })
  .refine((v) => v.from_distributor_id !== v.to_distributor_id, {
    path: ['to_distributor_id'],
    message: 'partner.transfer_same_distributor',
  });

const movedSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  field_staff_id: z.number().int().nullable(),
});
export const transferResultSchema = z.object({
  dry_run: z.boolean(),
  from_distributor_id: z.number().int(),
  to_distributor_id: z.number().int(),
  field_staff: z.array(movedSchema),
  stores: z.array(movedSchema),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/**
 * What a partner's QR code encodes: `text` is `KENH:<TYPE>:<id>:<signature>` — the signature, an
 * HMAC of the type and id under the server's secret, makes it stable and unforgeable; `url` opens
 * the partner's page in the back office.
 */
export const qrCodeDataSchema = z.object({
  account_id: z.number().int(),
  type: z.enum(PARTNER_TYPES),
  code: z.string(),
  fullname: z.string(),
  signature: z.string(),
  text: z.string(),
  url: z.string(),
});
export type QrCodeData = z.infer<typeof qrCodeDataSchema>;

export const APP_CLICK_PLATFORMS = ['web', 'android', 'ios'] as const;
export const appClickedBody = z.object({
  platform: z.enum(APP_CLICK_PLATFORMS, { message: 'validation.select_required' }).default('web'),
});
export const appClickedSchema = z.object({ day: z.string(), clicks: z.number().int() });
