const RELOAD_KEY = 'kenh.chunkReloadAt';
/** Spec §2.1, §9: a page chunk that fails to load reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload now, remembering the time when it says yes: never twice within 60 s (per tab,
 * in session storage, so the reload itself does not forget it). Without a usable storage the
 * guard cannot count, so it never reloads.
 */
export function shouldReloadForChunk(now: number, storage: ReloadStorage | undefined): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * A failed dynamic import (the chunk is gone after a release, or the network dropped), as the
 * browsers word it, or a failed preload of one of its dependencies.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to load module script|error loading dynamically imported/i.test(
    error.message,
  );
}

function sessionStorageOrUndefined(): ReloadStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** How the page reloads; replaced in tests. */
export const chunkReload = {
  reload: () => window.location.reload(),
};

/**
 * Loads a page chunk (or anything else loaded on demand: a module's texts). When the chunk cannot be
 * fetched (typically a new release replaced it), the page reloads once to fetch the new one; a
 * second failure within 60 s shows the error page.
 */
export async function loadPage<T>(page: () => Promise<T>): Promise<T> {
  try {
    return await page();
  } catch (error) {
    if (isChunkLoadError(error) && shouldReloadForChunk(Date.now(), sessionStorageOrUndefined())) {
      chunkReload.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}
