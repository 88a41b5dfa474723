import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  chunkReload,
  isChunkLoadError,
  loadPage,
  shouldReloadForChunk,
} from './lazy-page';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => values.set(k, v),
  };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js');

afterEach(() => {
  window.sessionStorage.clear();
});

describe('page chunk reload guard (spec §2.1)', () => {
  it('reloads once, then not again within 60 seconds', () => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(shouldReloadForChunk(start, storage)).toBe(true);
    expect(shouldReloadForChunk(start + 1_000, storage)).toBe(false);
    expect(shouldReloadForChunk(start + CHUNK_RELOAD_INTERVAL_MS - 1, storage)).toBe(false);
    expect(shouldReloadForChunk(start + CHUNK_RELOAD_INTERVAL_MS, storage)).toBe(true);
  });

  it('never reloads without a storage to count in', () => {
    expect(shouldReloadForChunk(1_000, undefined)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunk(1_000, broken)).toBe(false);
  });

  it('recognises failed chunk loads as the browsers word them', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('loadPage reloads on the first failed chunk and throws on the second', async () => {
    const reload = vi.spyOn(chunkReload, 'reload').mockImplementation(() => undefined);
    const pending = loadPage(() => Promise.reject(chunkError()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;

    await expect(loadPage(() => Promise.reject(chunkError()))).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error inside the page module', async () => {
    const reload = vi.spyOn(chunkReload, 'reload').mockImplementation(() => undefined);
    await expect(loadPage(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
