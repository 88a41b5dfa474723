import { ACCOUNT_DATABASE } from '../session/logout';

/** Spec §3: the local database `accountDatabase`, version 1, store `account` (key `id`, auto-increment). */
export const ACCOUNT_DATABASE_NAME = ACCOUNT_DATABASE;
export const ACCOUNT_DATABASE_VERSION = 1;
export const ACCOUNT_STORE = 'account';

/** One cached system account: `id` is the store's own key, `account_id` the account's id. */
export interface CachedAccount {
  id?: number;
  account_id: number;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Opens (and on first use creates) the account database. */
export function openAccountDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(ACCOUNT_DATABASE_NAME, ACCOUNT_DATABASE_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(ACCOUNT_STORE)) {
        db.createObjectStore(ACCOUNT_STORE, { keyPath: 'id', autoIncrement: true });
      }
    };
    open.onsuccess = () => {
      const db = open.result;
      // Logout deletes the database: let it, instead of blocking it with this connection.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(open.error ?? new Error('Cannot open the account database'));
    open.onblocked = () => reject(new Error('The account database is blocked'));
  });
}

async function withDatabase<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await openAccountDatabase();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** Every cached account. */
export function readCachedAccounts(): Promise<CachedAccount[]> {
  return withDatabase(async (db) => {
    const tx = db.transaction(ACCOUNT_STORE, 'readonly');
    return request(tx.objectStore(ACCOUNT_STORE).getAll() as IDBRequest<CachedAccount[]>);
  });
}

/** Stores the account ids, one record each, in a single transaction. */
export function saveCachedAccounts(accountIds: readonly number[]): Promise<void> {
  return withDatabase(async (db) => {
    const tx = db.transaction(ACCOUNT_STORE, 'readwrite');
    const store = tx.objectStore(ACCOUNT_STORE);
    for (const accountId of accountIds) store.add({ account_id: accountId } satisfies CachedAccount);
    await transactionDone(tx);
  });
}
