import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authorColumns, timestamps } from '../../platform/db/columns.js';

/**
 * The company's own profile: one row (`id = 1`, held by a check), printed as the header of the
 * documents the server makes. No row until someone saves it.
 */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    shortName: text('short_name'),
    taxCode: text('tax_code'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    bankAccount: text('bank_account'),
    bankName: text('bank_name'),
    ...timestamps(),
    ...authorColumns(),
  },
  (t) => [check('company_profile_single_row', sql`${t.id} = 1`)],
);

export type CompanyProfileRow = typeof companyProfile.$inferSelect;
