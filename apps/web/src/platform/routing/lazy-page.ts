import type { ComponentType } from 'react';

const RELOAD_KEY = 'kenh.chunkReloadAt';
/** Spec §2.1, §9: a page chunk that fails to load reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function shouldReloadForChunk(now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/** Loads a page chunk; when the chunk is gone (a new release), reloads to fetch the new one. */
export async function loadPage(page: () => Promise<ComponentType>): Promise<ComponentType> {
  try {
    return await page();
  } catch (error) {
    if (shouldReloadForChunk(Date.now(), window.sessionStorage)) {
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}
