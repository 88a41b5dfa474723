import { isApiError } from './api-error';

/** 128 random bits as hex (`crypto.randomUUID` needs a secure context; a LAN address is not one). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same input gives the same text; files count by name, size and date (their bytes are not read). */
function fingerprint(input: unknown): string {
  return JSON.stringify(input, (_key, value: unknown) => {
    if (value instanceof File) return `file:${value.name}:${value.size}:${value.lastModified}`;
    if (value instanceof FormData) return [...value.entries()];
    return value;
  });
}

/**
 * Whether the server gave a final answer for a key: a success, or a refusal it stored with the key
 * (4xx). An unreachable server (0), a 5xx or a 409 (the same key still running, or a conflict
 * that replays alike) leave the attempt open, so sending it again reuses the key.
 */
function answered(error: unknown): boolean {
  if (error === undefined) return true;
  if (!isApiError(error)) return false;
  return error.code >= 400 && error.code < 500 && error.code !== 409;
}

/**
 * `Idempotency-Key`s of one form's writes: one key per attempt — the same input sent again before
 * the server answered it (a double click, a retry after a network failure) carries the same key,
 * so the server runs the write once; a changed input, or the same one after an answer, gets a new
 * key (docs/decisions/0011-endpoint-hooks.md).
 */
export function createAttemptKeys() {
  let open: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(input: unknown): string {
      const print = fingerprint(input);
      if (open?.fingerprint !== print) open = { fingerprint: print, key: newKey() };
      return open.key;
    },
    settled(input: unknown, error?: unknown): void {
      if (open?.fingerprint === fingerprint(input) && answered(error)) open = undefined;
    },
  };
}
