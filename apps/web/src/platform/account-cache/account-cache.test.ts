import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../../testing/cookie-jar';
import { clearBrowserStorage } from '../storage';
import { ensureAccountCache } from './account-cache';
import {
  ACCOUNT_DATABASE_NAME,
  ACCOUNT_DATABASE_VERSION,
  ACCOUNT_STORE,
  openAccountDatabase,
  readCachedAccounts,
  saveCachedAccounts,
} from './account-database';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  cookies.set('refreshToken', 'refresh-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account database (spec §3)', () => {
  it('is accountDatabase version 1 with the store account, key id auto-incremented', async () => {
    const db = await openAccountDatabase();
    expect(db.name).toBe('accountDatabase');
    expect(ACCOUNT_DATABASE_NAME).toBe('accountDatabase');
    expect(db.version).toBe(ACCOUNT_DATABASE_VERSION);
    expect(db.version).toBe(1);
    const store = db.transaction(ACCOUNT_STORE, 'readonly').objectStore('account');
    expect(store.keyPath).toBe('id');
    expect(store.autoIncrement).toBe(true);
    db.close();
  });

  it('stores one record per account id, with its own id', async () => {
    await saveCachedAccounts([10, 20]);
    expect(await readCachedAccounts()).toEqual([
      { id: 1, account_id: 10 },
      { id: 2, account_id: 20 },
    ]);
  });

  it('is deleted by logout’s storage clean-up (no connection left open)', async () => {
    await saveCachedAccounts([1]);
    await clearBrowserStorage([ACCOUNT_DATABASE_NAME]);
    expect(await readCachedAccounts()).toEqual([]);
  });
});

describe('account cache (spec §4)', () => {
  it('fetches all system account ids and saves them when the database is empty', async () => {
    const fetchIds = vi.fn(() => Promise.resolve([3, 5, 8]));
    await expect(ensureAccountCache(fetchIds)).resolves.toBe('filled');
    expect((await readCachedAccounts()).map((a) => a.account_id)).toEqual([3, 5, 8]);
  });

  it('does not fetch when accounts are already stored', async () => {
    await saveCachedAccounts([1]);
    const fetchIds = vi.fn(() => Promise.resolve([2]));
    await expect(ensureAccountCache(fetchIds)).resolves.toBe('cached');
    expect(fetchIds).not.toHaveBeenCalled();
  });

  it('saves nothing when the call fails', async () => {
    const fetchIds = vi.fn(() => Promise.reject(new Error('500')));
    await expect(ensureAccountCache(fetchIds)).resolves.toBe('skipped');
    expect(await readCachedAccounts()).toEqual([]);
  });

  it('saves nothing when the session ended while the call ran', async () => {
    const fetchIds = vi.fn(() => {
      cookies.clear();
      return Promise.resolve([1, 2]);
    });
    await expect(ensureAccountCache(fetchIds)).resolves.toBe('skipped');
    expect(await readCachedAccounts()).toEqual([]);
  });

  it('shares one run between calls made at once (StrictMode mounts twice)', async () => {
    const fetchIds = vi.fn(() => Promise.resolve([7]));
    const [a, b] = await Promise.all([ensureAccountCache(fetchIds), ensureAccountCache(fetchIds)]);
    expect([a, b]).toEqual(['filled', 'filled']);
    expect(fetchIds).toHaveBeenCalledTimes(1);
    expect(await readCachedAccounts()).toHaveLength(1);
  });

  it('is skipped where there is no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const fetchIds = vi.fn(() => Promise.resolve([1]));
    await expect(ensureAccountCache(fetchIds)).resolves.toBe('skipped');
    expect(fetchIds).not.toHaveBeenCalled();
  });
});
