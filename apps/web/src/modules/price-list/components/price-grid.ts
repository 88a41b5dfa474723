import { MAX_PRICE_VND } from '@kenh/contract';

/** One line of the price grid: a variant in one of its units, and its price in whole VND. */
export interface PriceGridRow {
  variant_id: number;
  unit_id: number;
  variant_code: string;
  variant_name: string;
  unit_name: string;
  /** Null while not entered yet. */
  price: number | null;
}

export const rowKey = (row: Pick<PriceGridRow, 'variant_id' | 'unit_id'>) =>
  `${row.variant_id}:${row.unit_id}`;

/**
 * One spreadsheet cell read as whole VND: `12.500`, `12,500`, `12 500 ₫`, `12500đ`, `12500 VND`.
 * Dots, commas and spaces are thousands separators in Vietnamese sheets; prices have no decimals.
 * Null for a cell that is not a price (text, zero, negative, over the maximum).
 */
export function parsePriceCell(cell: string): number | null {
  const cleaned = cell.replace(/vn[dđ]|₫|đ|d$/gi, '').replace(/[\s\u00a0.,]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= MAX_PRICE_VND ? value : null;
}

/** The result of reading a pasted column: one value per line, and the 1-based lines that were not prices. */
export interface PastedColumn {
  values: (number | null)[];
  badLines: number[];
}

/**
 * A column copied from a spreadsheet (one cell per line; of a row of several cells, the last
 * non-empty one, so a "code · name · price" selection works too). A trailing empty line — what
 * spreadsheets append — is dropped; an empty line inside is a cell left empty, not an error.
 */
export function parsePastedColumn(text: string): PastedColumn {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const values: (number | null)[] = [];
  const badLines: number[] = [];
  lines.forEach((line, index) => {
    const cells = line
      .split('\t')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    const cell = cells[cells.length - 1];
    if (cell === undefined) return values.push(null);
    const value = parsePriceCell(cell);
    if (value === null) badLines.push(index + 1);
    values.push(value);
  });
  return { values, badLines };
}

/**
 * The rows with the pasted values written from `start` down; empty cells leave a price as it was,
 * and values past the last row are ignored (the caller reports how many were used).
 */
export function applyPastedColumn(
  rows: readonly PriceGridRow[],
  start: number,
  values: readonly (number | null)[],
) {
  return rows.map((row, index) => {
    const value = index >= start ? values[index - start] : undefined;
    return value === undefined || value === null ? row : { ...row, price: value };
  });
}

/** Whether a paste holds more than one cell (a single value is left to the input itself). */
export const isMultiCellPaste = (text: string) => /[\n\t]/.test(text.trim());
