import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { email, id, isoDateTime, phone, queryBoolean, requiredText, text } from '../shared/scalars.js';

/*
 * Offices, positions, organisational units (a tree) and unit types (docs/organization.md).
 * Codes of positions (CV001…), offices (VP001…) and units (TC001…) are assigned by the server;
 * `next_code` previews the next one.
 */

const searchField = { search: text(100).optional() };
/** An optional reference: absent or null means none. */
const optionalRef = id.nullish();

/** Select option (spec §3): label, optional label_child, value. */
export const orgOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  label_child: z.string().optional(),
});
export type OrgOption = z.infer<typeof orgOptionSchema>;

/** A tree select option: the unit-organisation dropdown. */
export interface OrgTreeOption {
  value: number;
  label: string;
  label_child?: string | undefined;
  children: OrgTreeOption[];
}
export const orgTreeOptionSchema: z.ZodType<OrgTreeOption> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    label: z.string(),
    label_child: z.string().optional(),
    children: z.array(orgTreeOptionSchema),
  }),
);

export const nextCodeSchema = z.object({ next_code: z.string() });
export type NextCode = z.infer<typeof nextCodeSchema>;

const stamps = { created_at: isoDateTime, updated_at: isoDateTime };

// ---- Positions ------------------------------------------------------------------------------

export const POSITION_LEVEL_MAX = 1000;

export const positionBody = z.object({
  name: requiredText(),
  /** Rank for ordering: lower comes first (0 = top). */
  level: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(0, { message: 'organization.level_range' })
    .max(POSITION_LEVEL_MAX, { message: 'organization.level_range' })
    .default(0),
  description: text(2000).nullish(),
  is_active: z.boolean().default(true),
});
export type PositionBody = z.infer<typeof positionBody>;
export type PositionInput = z.input<typeof positionBody>;

export const positionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  ...stamps,
});
export type Position = z.infer<typeof positionSchema>;

export const positionListQuery = z.object({
  ...pagingFields,
  ...searchField,
  is_active: queryBoolean.optional(),
});
export type PositionListQuery = z.input<typeof positionListQuery>;

export const dropdownQuery = z.object({
  ...searchField,
  /** Include inactive entries (e.g. to show the current value of an old record). */
  include_inactive: queryBoolean.optional(),
});
export type DropdownQuery = z.input<typeof dropdownQuery>;

/** Manager picker of the unit form: search by full name or username; `id` adds that account. */
export const managerOptionsQuery = z.object({ ...searchField, id: id.optional() });
export type ManagerOptionsQuery = z.input<typeof managerOptionsQuery>;

// ---- Offices --------------------------------------------------------------------------------

/** Administrative unit codes from the geography module, stored as text. */
const unitCode = z.string().trim().max(20, { message: 'validation.too_long' }).nullish();

export const officeBody = z.object({
  name: requiredText(),
  address: text(500).nullish(),
  province_code: unitCode,
  ward_code: unitCode,
  phone: z.union([phone, z.literal('')]).nullish(),
  email: z.union([email, z.literal('')]).nullish(),
  area_id: optionalRef,
  is_active: z.boolean().default(true),
});
export type OfficeBody = z.infer<typeof officeBody>;
export type OfficeInput = z.input<typeof officeBody>;

export const officeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  province_code: z.string().nullable(),
  ward_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  area_id: z.number().int().nullable(),
  is_active: z.boolean(),
  ...stamps,
});
export type Office = z.infer<typeof officeSchema>;

export const officeListQuery = z.object({
  ...pagingFields,
  ...searchField,
  is_active: queryBoolean.optional(),
  area_id: id.optional(),
});
export type OfficeListQuery = z.input<typeof officeListQuery>;

// ---- Unit types -----------------------------------------------------------------------------

export const orgUnitTypeBody = z.object({
  code: requiredText(20).regex(/^[A-Za-z0-9_-]+$/, { message: 'organization.type_code_format' }),
  name: requiredText(),
});
export type OrgUnitTypeBody = z.infer<typeof orgUnitTypeBody>;

export const orgUnitTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit_count: z.number().int(),
  ...stamps,
});
export type OrgUnitType = z.infer<typeof orgUnitTypeSchema>;

// ---- Organisational units -------------------------------------------------------------------

export const orgUnitBody = z.object({
  name: requiredText(),
  type_id: id,
  parent_id: optionalRef,
  /** The unit's manager: an account id. */
  manager_id: optionalRef,
  office_id: optionalRef,
  sort_order: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(0, { message: 'validation.invalid' })
    .max(100_000, { message: 'validation.invalid' })
    .default(0),
  description: text(2000).nullish(),
});
export type OrgUnitBody = z.infer<typeof orgUnitBody>;
export type OrgUnitInput = z.input<typeof orgUnitBody>;

const namedRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const orgUnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  parent_id: z.number().int().nullable(),
  parent: namedRef,
  manager_id: z.number().int().nullable(),
  /** The manager's full name. */
  manager: namedRef,
  office_id: z.number().int().nullable(),
  office: namedRef,
  sort_order: z.number().int(),
  description: z.string().nullable(),
  child_count: z.number().int(),
  ...stamps,
});
export type OrgUnit = z.infer<typeof orgUnitSchema>;

export interface OrgUnitNode extends OrgUnit {
  children: OrgUnitNode[];
}
export const orgUnitNodeSchema: z.ZodType<OrgUnitNode> = z.lazy(() =>
  orgUnitSchema.extend({ children: z.array(orgUnitNodeSchema) }),
);

export const orgUnitListQuery = z.object({
  ...pagingFields,
  ...searchField,
  /** Only the direct children of this unit. */
  parent_id: id.optional(),
  /** Only top-level units (no parent). */
  root: queryBoolean.optional(),
  type_id: id.optional(),
});
export type OrgUnitListQuery = z.input<typeof orgUnitListQuery>;
