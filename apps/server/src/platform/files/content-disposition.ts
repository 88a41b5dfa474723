/**
 * A `Content-Disposition` that cannot break the header or smuggle a path: quotes, backslashes,
 * control characters (CR/LF), path separators and `;` are removed; a plain-ASCII `filename="…"`
 * fallback is followed by the exact UTF-8 name as RFC 5987 `filename*=UTF-8''…`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', originalName: string): string {
  const cleaned =
    originalName
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"\\/;]/g, '')
      .trim()
      .slice(0, 200) || 'file';
  const fallback =
    cleaned
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .replace(/[^\x20-\x7e]/g, '_') || 'file';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(cleaned)}`;
}

/** Percent-encodes everything but RFC 5987 attr-chars. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
