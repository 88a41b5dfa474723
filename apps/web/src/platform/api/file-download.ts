import { useEffect, useState } from 'react';
import { i18next } from '../i18n';
import { readAccessToken } from '../session/session-storage';
import { buildUrl, refreshSession } from './api-client';
import { ApiError } from './api-error';

/**
 * Downloads a stored file (`/platform/api/files/:id`, e.g. an avatar's `avatar_url`). Files are
 * served to signed-in callers only, with the bearer token, so an `<img src>` cannot load them
 * directly. A refused token gets one silent refresh; a failure only throws (a missing picture
 * never ends the session).
 */
export async function fetchFile(
  path: string,
  signal?: AbortSignal,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const attempt = (token: string | undefined) =>
    fetch(buildUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
      credentials: 'same-origin',
    });
  const token = readAccessToken();
  let response = await attempt(token);
  if ((response.status === 401 || response.status === 403) && (await refreshSession(token))) {
    response = await attempt(readAccessToken());
  }
  if (!response.ok) throw new ApiError(response.status, i18next.t('errors.unexpected', { ns: 'common' }));
  return onProgress ? readWithProgress(response, onProgress) : response.blob();
}

/** Bytes received so far, and the total when the server announced it (`Content-Length`). */
export interface DownloadProgress {
  loaded: number;
  total: number | undefined;
}

/** Reads a response body chunk by chunk, reporting each step (a large export shows it moving). */
async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
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
    fetchFile(path, controller.signal)
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
