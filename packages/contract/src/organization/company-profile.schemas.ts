import { z } from 'zod';
import { blankToNull, email, isoDateTime, requiredText, text } from '../shared/scalars.js';
import { taxCode } from '../shared/tax-code.js';

/*
 * The company's own profile (docs/organization.md "Company profile"): one record, printed as the
 * header of the documents the server makes (order confirmation, delivery note).
 */

/**
 * A company line: a mobile (10 digits) or a landline with its area code (11 digits). Kept as typed
 * (`024 3856 7890` prints better than `02438567890`); spaces, dots and hyphens between the digits.
 */
const companyPhone = text(20).refine((value) => /^(0|\+84)\d{9,10}$/.test(value.replace(/[\s.-]/g, '')), {
  message: 'validation.phone',
});

/** `kenh.vn`, `www.kenh.vn/lien-he` or with its scheme; no spaces. */
const website = text(255).regex(/^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/iu, {
  message: 'organization.company_website_invalid',
});

const bankAccountNumber = text(30).regex(/^[0-9A-Za-z-]{4,30}$/, {
  message: 'organization.company_bank_account_invalid',
});

export const companyProfileBody = z.object({
  name: requiredText(),
  short_name: blankToNull(text(100)),
  tax_code: blankToNull(taxCode('organization.company_tax_code_invalid')),
  address: blankToNull(text(500)),
  phone: blankToNull(companyPhone),
  email: blankToNull(email),
  website: blankToNull(website),
  bank_account: blankToNull(bankAccountNumber),
  bank_name: blankToNull(text(150)),
});
export type CompanyProfileBody = z.infer<typeof companyProfileBody>;
export type CompanyProfileInput = z.input<typeof companyProfileBody>;

/** The profile as stored; before anyone saved it every field is null. */
export const companyProfileSchema = z.object({
  name: z.string().nullable(),
  short_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_name: z.string().nullable(),
  updated_at: isoDateTime.nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The profile before anyone saved it: every field blank (documents then print no header lines). */
export const EMPTY_COMPANY_PROFILE: CompanyProfile = {
  name: null,
  short_name: null,
  tax_code: null,
  address: null,
  phone: null,
  email: null,
  website: null,
  bank_account: null,
  bank_name: null,
  updated_at: null,
};
