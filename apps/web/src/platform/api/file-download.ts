import { useEffect, useState } from 'react';
import { errorEnvelopeSchema, EXPORT_ROWS_HEADER } from '@kenh/contract';
import { currentLanguage, i18next } from '../i18n';
import { readAccessToken } from '../session/session-storage';
import { buildUrl, refreshSession } from './api-client';
import { ApiError } from './api-error';

/**
 * Bytes received so far, the total when the server announced it (`Content-Length`), and the rows a
 * streamed export announced (`X-Export-Rows`).
 */
export interface DownloadProgress {
  loaded: number;
  total: number | undefined;
  rows?: number | undefined;
}

/** A whole number (0 or more) from a header, else undefined. */
function headerCount(response: Response, name: string): number | undefined {
  const value = Number(response.headers.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** How a file is asked for: a GET by default, or a POST of `body` as JSON (an export's filter). */
export interface FileRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Called as the body arrives, so a large export shows it moving. */
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Downloads a file the server serves to signed-in callers only, with the bearer token: a stored file
 * (`/platform/api/files/:id`, e.g. an avatar's `avatar_url`, which an `<img src>` cannot load
 * directly) or an export. A refused token gets one silent refresh; a failure only throws an ApiError
 * with the server's own message (e.g. "too many rows") — a missing picture never ends the session.
 */
export async function fetchFile(path: string, request: FileRequest = {}): Promise<Blob> {
  const { method = 'GET', body, signal, onProgress } = request;
  const attempt = (token: string | undefined) =>
    fetch(buildUrl(path), {
      method,
      headers: {
        'Accept-Language': currentLanguage(),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal,
      credentials: 'same-origin',
    });
  const token = readAccessToken();
  let response = await attempt(token);
  if ((response.status === 401 || response.status === 403) && (await refreshSession(token))) {
    response = await attempt(readAccessToken());
  }
  if (!response.ok) {
    const failure = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
    const message = failure.success ? failure.data.message : i18next.t('errors.unexpected', { ns: 'common' });
    throw new ApiError(response.status, message);
  }
  return onProgress ? readWithProgress(response, onProgress) : response.blob();
}

/** Reads a response body chunk by chunk, reporting each step. */
async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = headerCount(response, 'Content-Length');
  const total = length ? length : undefined;
  const rows = headerCount(response, EXPORT_ROWS_HEADER);
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total, rows });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total, rows });
  }
  return new Blob(chunks, { type });
}

/** An object URL for a stored file, for `<img src>`; undefined while loading, without a file or on failure. */
export function useFileObjectUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchFile(path, { signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(undefined));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
