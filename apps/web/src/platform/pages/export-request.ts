import { errorEnvelopeSchema } from '@kenh/contract';
import { buildUrl, refreshSession } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { fetchFile, type DownloadProgress } from '../api/file-download';
import { currentLanguage, i18next } from '../i18n';
import { readAccessToken } from '../session/session-storage';

/**
 * How a list's export is asked for: a GET of a path carrying the filter in its query
 * (`/m_staff/api/export?status=active`), or a POST of the filter as JSON where the export endpoint
 * takes a body (labour contracts).
 */
export type ExportRequest =
  { path: string; method?: 'GET'; body?: undefined } | { path: string; method: 'POST'; body: unknown };

/**
 * POSTs the filter with the bearer token (one silent refresh on 401/403). A refusal throws an
 * ApiError with the server's own message (e.g. "too many rows"), not a generic one.
 */
async function postForFile(path: string, body: unknown): Promise<Response> {
  const attempt = (token: string | undefined) =>
    fetch(buildUrl(path), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
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
  return response;
}

/**
 * Reads a body chunk by chunk, reporting each step. The same reading as `fetchFile`'s, which only
 * GETs and keeps its reader to itself.
 */
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

/** The export's file, with progress on the way. */
export async function fetchExport(
  request: ExportRequest,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  if (request.method !== 'POST') return fetchFile(request.path, undefined, onProgress);
  return readWithProgress(await postForFile(request.path, request.body), onProgress);
}
