import { EMPTY_COMPANY_PROFILE, type CompanyProfile, type CompanyProfileBody } from '@kenh/contract';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { findCompanyProfileRow, saveCompanyProfile } from './company-profile.repository.js';
import type { CompanyProfileRow } from './company-profile.tables.js';

/** The audit trail keys the one record by id 1, as the table does. */
type CompanyProfileRecord = CompanyProfile & { id: number };

const EMPTY: CompanyProfileRecord = { id: 1, ...EMPTY_COMPANY_PROFILE };

function profileView(row: CompanyProfileRow | undefined): CompanyProfileRecord {
  if (!row) return EMPTY;
  return {
    id: row.id,
    name: row.name,
    short_name: row.shortName,
    tax_code: row.taxCode,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    bank_account: row.bankAccount,
    bank_name: row.bankName,
    updated_at: row.updatedAt.toISOString(),
  };
}

function snapshot({ id: _id, updated_at: _at, ...fields }: CompanyProfileRecord): Record<string, unknown> {
  return fields;
}

/** The company profile as documents print it; every field null before the first save. */
export async function readCompanyProfile(db: DbOrTx): Promise<CompanyProfile> {
  return profileView(await findCompanyProfileRow(db));
}

/** Saving is always an audited `update` of record 1: the first save's diff is from the empty profile. */
export function createCompanyProfileService(db: Db) {
  const writes = auditedWrites(db, 'company_profile', {}, snapshot);
  return {
    get: () => readCompanyProfile(db),
    update(body: CompanyProfileBody, actorId: number): Promise<CompanyProfile> {
      return writes.update(EMPTY.id, actorId, async (tx) => {
        const before = profileView(await findCompanyProfileRow(tx, true));
        const row = await saveCompanyProfile(
          tx,
          {
            name: body.name,
            shortName: body.short_name ?? null,
            taxCode: body.tax_code ?? null,
            address: body.address ?? null,
            phone: body.phone ?? null,
            email: body.email ?? null,
            website: body.website ?? null,
            bankAccount: body.bank_account ?? null,
            bankName: body.bank_name ?? null,
          },
          actorId,
        );
        return { before, after: profileView(row) };
      });
    },
  };
}
