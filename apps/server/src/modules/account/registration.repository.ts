import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { RegistrationStatus, RegistrationType } from '@kenh/contract';
import { countCapped, offsetWithinCap } from '../../platform/db/capped-count.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { AccountRow, NewAccountRow } from './account.repository.js';
import { accounts } from './account.tables.js';

/** Accounts that arrived through partner registration, whatever their status (refused ones are deleted). */
const isRegistration = isNotNull(accounts.registrationStatus);

export async function findRegistrations(
  db: DbOrTx,
  ids: readonly number[],
  scope?: SQL,
): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(and(isRegistration, inArray(accounts.id, [...ids]), scope));
}

export async function listRegistrationRows(
  db: DbOrTx,
  filter: {
    status?: RegistrationStatus | undefined;
    type?: RegistrationType | undefined;
    /** The caller's data scope (`accountScopeCondition`); undefined: no limit. */
    scope?: SQL | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: AccountRow[]; total: number; capped: boolean }> {
  const where: SQL | undefined = and(
    isRegistration,
    filter.status ? eq(accounts.registrationStatus, filter.status) : undefined,
    filter.type ? eq(accounts.type, filter.type) : undefined,
    filter.scope,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.registeredAt), desc(accounts.id))
      .limit(filter.pageSize)
      .offset(offsetWithinCap(filter.page, filter.pageSize)),
    countCapped(db, accounts, where),
  ]);
  return { rows, ...totals };
}

/**
 * Moves pending registrations on (confirm or refuse) in one statement; rows that are no longer
 * pending are left alone and missing from the result, so two staff members cannot both handle one.
 */
export async function closePendingRegistrations(
  db: DbOrTx,
  ids: readonly number[],
  patch: Partial<NewAccountRow>,
): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(accounts)
    .set({ ...patch, registrationHandledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(accounts.id, [...ids]),
        eq(accounts.registrationStatus, 'pending'),
        eq(accounts.isDeleted, false),
      ),
    )
    .returning();
}
