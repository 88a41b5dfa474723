/** Clears what the app keeps in the browser besides cookies: local storage and every IndexedDB database. */
export async function clearBrowserStorage(knownDatabases: readonly string[] = []): Promise<void> {
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be disabled (private mode); nothing to clear then.
  }
  if (typeof indexedDB === 'undefined') return;
  let names = [...knownDatabases];
  try {
    const listed = await indexedDB.databases();
    names = [...new Set([...names, ...listed.flatMap((db) => (db.name ? [db.name] : []))])];
  } catch {
    // `databases()` is missing in older browsers: fall back to the names we know.
  }
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        }),
    ),
  );
}

export function readJson<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}
