import type { DownloadProgress } from '../api/file-download';
import { fetchExport, type ExportRequest } from './export-request';

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
  saveBlob(await fetchExport(request, onProgress), fileName);
}
