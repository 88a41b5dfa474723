import { and, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXPIRY_WARNING_DAYS, plusDays, todayInVietnam, type ExpiryState } from '@kenh/contract';

/**
 * The rows whose expiry date (a licence, an inspection) stands in `state` today in Vietnam — the
 * same cut-offs as the contract's `expiryStateOf`, which the views show.
 */
export function expiryCondition(column: AnyPgColumn, state: ExpiryState | undefined): SQL | undefined {
  if (!state) return undefined;
  const today = todayInVietnam();
  const warnUntil = plusDays(today, EXPIRY_WARNING_DAYS);
  if (state === 'expired') return lt(column, today);
  if (state === 'expiring') return and(gte(column, today), lte(column, warnUntil));
  return gt(column, warnUntil);
}
