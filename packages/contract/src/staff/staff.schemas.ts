import { z } from 'zod';
import { todayInVietnam } from '../shared/formatters.js';
import { keysetFields, pagingFields } from '../shared/paging.js';
import {
  blankToNull,
  email,
  id,
  idList,
  isoDateTime,
  optionalId,
  optionalText,
  phone,
  queryBoolean,
  requiredText,
  text,
} from '../shared/scalars.js';
import { ETHNICITY_CODES, NATIONALITY_CODES, RELATION_CODES } from './staff.masterdata.js';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const STAFF_STATUSES = ['active', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff member must be at least this old at their birth date. */
export const STAFF_MIN_AGE = 15;

/** `YYYY-MM-DD` minus `years` (29 February becomes 28 February). */
export function minusYears(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const day = m === 2 && d === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A calendar day `YYYY-MM-DD` that exists. */
export const isoDate = z.string({ message: 'validation.required' }).refine(
  (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  },
  { message: 'staff.date_invalid' },
);
const optionalDate = blankToNull(isoDate);

/** Citizen ID (căn cước công dân): exactly 12 digits. */
export const citizenId = z
  .string()
  .trim()
  .regex(/^\d{12}$/, { message: 'staff.id_number_invalid' });

/**
 * An address as the geography module's AddressPicker gives it: a 2025 province and ward (or, with
 * `legacy`, a pre-2025 province/district/ward) plus the street line.
 */
export const staffAddressSchema = z.object({
  province_code: z.string().max(10).nullable().optional(),
  district_code: z.string().max(10).nullable().optional(),
  ward_code: z.string().max(10).nullable().optional(),
  street: text(255).optional(),
  legacy: z.boolean().optional(),
  /** Display text ("12 Lý Thường Kiệt, Phường Cửa Nam, Hà Nội"), filled by the picker or the import. */
  text: text(500).optional(),
});
export type StaffAddress = z.infer<typeof staffAddressSchema>;

export const relativeFields = z.object({
  relation: z.enum(RELATION_CODES, { message: 'validation.select_required' }),
  fullname: requiredText(150),
  birth_year: blankToNull(
    z.coerce
      .number({ message: 'staff.birth_year_invalid' })
      .int({ message: 'staff.birth_year_invalid' })
      .min(1900, { message: 'staff.birth_year_invalid' })
      .max(2100, { message: 'staff.birth_year_invalid' }),
  ),
  phone: blankToNull(phone),
  occupation: optionalText(150),
});
export type RelativeFields = z.output<typeof relativeFields>;

/** Fields of a staff record, shared by create and update (both paths of both services). */
export const staffFieldsObject = z.object({
  fullname: requiredText(150),
  gender: blankToNull(z.enum(GENDERS, { message: 'validation.select_required' })),
  birth_date: optionalDate,
  id_number: blankToNull(citizenId),
  id_issue_date: optionalDate,
  id_issue_place: optionalText(255),
  permanent_address: staffAddressSchema.nullable().optional(),
  current_address: staffAddressSchema.nullable().optional(),
  marital_status: blankToNull(z.enum(MARITAL_STATUSES, { message: 'validation.select_required' })),
  nationality: blankToNull(z.enum(NATIONALITY_CODES, { message: 'validation.select_required' })),
  ethnicity: blankToNull(z.enum(ETHNICITY_CODES, { message: 'validation.select_required' })),
  join_date: optionalDate,
  phone: blankToNull(phone),
  email: blankToNull(email),
  account_id: optionalId,
  position_id: optionalId,
  org_unit_id: optionalId,
  office_id: optionalId,
  area_id: optionalId,
  zone_id: optionalId,
  manager_id: optionalId,
  status: z.enum(STAFF_STATUSES).default('active'),
  note: optionalText(1000),
  relatives: z.array(relativeFields).max(30).default([]),
});

interface DateFacts {
  birth_date?: string | null;
  id_issue_date?: string | null;
  join_date?: string | null;
}

/** Date rules (spec: no future dates where that makes no sense), shared by the forms and the import. */
export function checkStaffDates(value: DateFacts, ctx: z.RefinementCtx, today = todayInVietnam()): void {
  const { birth_date: birth, id_issue_date: issued, join_date: joined } = value;
  if (birth) {
    if (birth > today) ctx.addIssue({ code: 'custom', path: ['birth_date'], message: 'staff.date_future' });
    else if (birth > minusYears(today, STAFF_MIN_AGE))
      ctx.addIssue({ code: 'custom', path: ['birth_date'], message: 'staff.too_young' });
  }
  if (issued) {
    if (issued > today)
      ctx.addIssue({ code: 'custom', path: ['id_issue_date'], message: 'staff.date_future' });
    else if (birth && issued <= birth)
      ctx.addIssue({ code: 'custom', path: ['id_issue_date'], message: 'staff.issue_before_birth' });
  }
  if (joined && birth && joined < birth)
    ctx.addIssue({ code: 'custom', path: ['join_date'], message: 'staff.join_before_birth' });
}

export const staffFields = staffFieldsObject.superRefine((v, ctx) => checkStaffDates(v, ctx));
/** Field values as sent and as validated (optional fields may be left out). */
export type StaffFields = z.output<typeof staffFields>;
export type StaffFieldsParsed = z.output<typeof staffFields>;

/** `create_staff`: a record and, optionally, its login account (type AD) created in the same step. */
export const createStaffBody = staffFieldsObject
  .extend({
    login: z
      .object({
        username: requiredText(50).regex(/^[A-Za-z0-9._-]{3,50}$/, { message: 'account.username_invalid' }),
        password: z.string().min(8, { message: 'staff.password_short' }).max(128),
      })
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => checkStaffDates(v, ctx));
export type CreateStaffBody = z.output<typeof createStaffBody>;

const ref = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const staffRelativeSchema = z.object({
  id: z.number().int(),
  relation: z.string(),
  fullname: z.string(),
  birth_year: z.number().int().nullable(),
  phone: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type StaffRelative = z.infer<typeof staffRelativeSchema>;

export const staffSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  fullname: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  id_number: z.string().nullable(),
  id_issue_date: z.string().nullable(),
  id_issue_place: z.string().nullable(),
  permanent_address: staffAddressSchema.nullable(),
  current_address: staffAddressSchema.nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  nationality: z.string().nullable(),
  ethnicity: z.string().nullable(),
  join_date: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  account_id: z.number().int().nullable(),
  account: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  position_id: z.number().int().nullable(),
  position: ref,
  org_unit_id: z.number().int().nullable(),
  org_unit: ref,
  office_id: z.number().int().nullable(),
  office: ref,
  area_id: z.number().int().nullable(),
  area: ref,
  zone_id: z.number().int().nullable(),
  zone: ref,
  manager_id: z.number().int().nullable(),
  manager: z.object({ id: z.number().int(), code: z.string(), fullname: z.string() }).nullable(),
  status: z.enum(STAFF_STATUSES),
  note: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Staff = z.infer<typeof staffSchema>;

export const staffDetailSchema = staffSchema.extend({
  relatives: z.array(staffRelativeSchema),
  /** Direct reports (staff whose manager this is). */
  report_count: z.number().int(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** Filters of `staff_list`, the staff GET list and the Excel export (one schema, so they never drift). */
export const staffFilterFields = {
  search: text(100).optional(),
  org_unit_id: optionalId,
  position_id: optionalId,
  office_id: optionalId,
  area_id: optionalId,
  zone_id: optionalId,
  status: blankToNull(z.enum(STAFF_STATUSES)),
  join_date_from: optionalDate,
  join_date_to: optionalDate,
};
export const staffFilterQuery = z.object(staffFilterFields);
export type StaffFilter = z.output<typeof staffFilterQuery>;
export const staffListQuery = z.object({ ...pagingFields, ...keysetFields, ...staffFilterFields });
export type StaffListQuery = Partial<z.output<typeof staffListQuery>>;

/** `all_staff`: account-linked staff, by the manager's account (`account_parent_id`) and the account's system. */
export const allStaffQuery = z.object({
  ...pagingFields,
  account_parent_id: optionalId,
  system_key: optionalText(20),
  search: text(100).optional(),
});
export type AllStaffQuery = Partial<z.output<typeof allStaffQuery>>;

export const staffSearchQuery = z.object({ ...pagingFields, search: text(100).optional() });
export const parentIdQuery = z.object({ ...pagingFields, id });

export const staffDropdownQuery = z.object({
  search: text(100).optional(),
  /** Include inactive staff (default: active only). */
  all: queryBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Leave this staff (and nothing else) out, e.g. the record being edited when choosing its manager. */
  exclude_id: optionalId,
});
export const staffOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  label_child: z.string(),
});
export type StaffOption = z.infer<typeof staffOptionSchema>;

export const inactiveStaffBody = z.object({ ids: idList });

export const masterItemSchema = z.object({ code: z.string(), vi: z.string(), en: z.string() });
export const nationResult = z.object({
  nationalities: z.array(masterItemSchema),
  ethnicities: z.array(masterItemSchema),
});

// --- Excel import ------------------------------------------------------------------------------

export const importCellErrorSchema = z.object({
  /** Excel row number (the header is row 1). */
  row: z.number().int(),
  /** Column key (`id_number`) and its header text in the caller's language. */
  column: z.string(),
  column_label: z.string(),
  message: z.string(),
});
export type ImportCellError = z.infer<typeof importCellErrorSchema>;

export const importPreviewSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      fullname: z.string(),
      id_number: z.string(),
      ok: z.boolean(),
      errors: z.array(importCellErrorSchema),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  codes: z.array(z.string()),
});
