import { fetchFile, type DownloadProgress } from '../api/file-download';

/**
 * How a list's export is asked for: a GET of a path carrying the filter in its query
 * (`/m_staff/api/export?status=active`), or a POST of the filter as JSON where the export endpoint
 * takes a body (labour contracts).
 */
export type ExportRequest =
  { path: string; method?: 'GET'; body?: undefined } | { path: string; method: 'POST'; body: unknown };

/** `nhan-su-2026-11-25.xlsx`: the date as it is in Vietnam (Asia/Ho_Chi_Minh), whatever the browser's zone. */
export function datedFileName(base: string, extension: string, at: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `${base}-${day}.${extension}`;
}

/** Saves a blob under a file name (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads an export (the list's filters in the request) and saves it, reporting progress on the way. */
export async function downloadExport(
  request: ExportRequest,
  fileName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const { path, method, body } = request;
  saveBlob(await fetchFile(path, { method, body, onProgress }), fileName);
}
