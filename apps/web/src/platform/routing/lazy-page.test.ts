import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, shouldReloadForChunk } from './lazy-page';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => values.set(k, v),
  };
}

describe('page chunk reload guard (spec §2.1)', () => {
  it('reloads once, then not again within 60 seconds', () => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(shouldReloadForChunk(start, storage)).toBe(true);
    expect(shouldReloadForChunk(start + 1_000, storage)).toBe(false);
    expect(shouldReloadForChunk(start + CHUNK_RELOAD_INTERVAL_MS - 1, storage)).toBe(false);
    expect(shouldReloadForChunk(start + CHUNK_RELOAD_INTERVAL_MS, storage)).toBe(true);
  });
});
