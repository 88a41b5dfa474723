import { useEffect } from 'react';
import { accessApi } from '@kenh/contract';
import { callEndpoint } from '../api/api-client';
import { hasSession } from '../session/session-storage';
import { hasIndexedDb, readCachedAccounts, saveCachedAccounts } from './account-database';

export type FetchAccountIds = () => Promise<readonly number[]>;

/** All system account ids in decentralization (`GET /decentralization/api/accounts_by_system`). */
export const fetchSystemAccountIds: FetchAccountIds = async () =>
  (await callEndpoint(accessApi.accountsBySystem)).account_ids;

let filling: Promise<'cached' | 'filled' | 'skipped'> | undefined;

/**
 * Spec §4 (account cache): reads the accounts from the local database; if there are none, fetches
 * every system account id and saves them — only when the call succeeded. Calls made while one runs
 * share it. Resolves `cached` (already there), `filled` (fetched and saved) or `skipped` (no
 * IndexedDB, no session, or the call failed: nothing is written).
 */
export function ensureAccountCache(
  fetchIds: FetchAccountIds = fetchSystemAccountIds,
): Promise<'cached' | 'filled' | 'skipped'> {
  filling ??= (async () => {
    if (!hasIndexedDb()) return 'skipped' as const;
    try {
      if ((await readCachedAccounts()).length > 0) return 'cached' as const;
    } catch {
      return 'skipped' as const;
    }
    let ids: readonly number[];
    try {
      ids = await fetchIds();
    } catch {
      return 'skipped' as const;
    }
    // Logout while the call ran cleared the database: do not bring the accounts back.
    if (!hasSession() || ids.length === 0) return 'skipped' as const;
    try {
      await saveCachedAccounts(ids);
      return 'filled' as const;
    } catch {
      return 'skipped' as const;
    }
  })().finally(() => {
    filling = undefined;
  });
  return filling;
}

/** Fills the account cache when the calling layout appears (the desktop layout, spec §4). */
export function useAccountCache(enabled = true): void {
  useEffect(() => {
    if (enabled && hasSession()) void ensureAccountCache();
  }, [enabled]);
}
