/**
 * Fold Vietnamese text for search: lower-case, strip diacritics (đ → d), collapse whitespace.
 * The same folding runs in SQL through `unaccent(lower(...))` on the server.
 */
export function foldVietnamese(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
