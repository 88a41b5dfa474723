import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { companyProfile, type CompanyProfileRow } from './company-profile.tables.js';

export type CompanyProfileValues = Omit<
  CompanyProfileRow,
  'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'
>;

const ONLY_ROW = 1;

export async function findCompanyProfileRow(
  db: DbOrTx,
  lock = false,
): Promise<CompanyProfileRow | undefined> {
  const query = db.select().from(companyProfile).where(eq(companyProfile.id, ONLY_ROW));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes the one row, creating it on the first save. */
export async function saveCompanyProfile(
  tx: DbOrTx,
  values: CompanyProfileValues,
  actorId: number,
): Promise<CompanyProfileRow> {
  const [row] = await tx
    .insert(companyProfile)
    .values({ ...values, id: ONLY_ROW, createdBy: actorId, updatedBy: actorId })
    .onConflictDoUpdate({
      target: companyProfile.id,
      set: { ...values, updatedBy: actorId, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert of company_profile returned nothing');
  return row;
}
