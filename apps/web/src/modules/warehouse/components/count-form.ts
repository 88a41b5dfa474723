import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { StockRow, stockCountInput } from '@kenh/contract';

/** One lot as the count form holds it: what the books say, and what was counted (base units). */
export interface CountLineDraft {
  variant_id: number;
  consignment_id: number;
  counted: number | null;
  variant_code: string;
  variant_name: string;
  lot_code: string;
  expires_on: string;
  book: number;
}

export interface CountFormValues {
  warehouse_id: number;
  note: string | null;
  lines: CountLineDraft[];
}

export type CountForm = UseFormReturn<CountFormValues, unknown, z.output<typeof stockCountInput>>;

/**
 * The warehouse's lots with their book quantity; each starts counted as booked, so a lot the keeper
 * leaves alone posts no variance and only the differences need typing.
 */
export function countDefaults(warehouseId: number, rows: readonly StockRow[]): CountFormValues {
  return {
    warehouse_id: warehouseId,
    note: null,
    lines: rows.flatMap((r) =>
      r.variant_id === null || r.consignment_id === null
        ? []
        : [
            {
              variant_id: r.variant_id,
              consignment_id: r.consignment_id,
              counted: r.quantity,
              variant_code: r.variant_code ?? '',
              variant_name: r.variant_name ?? '',
              lot_code: r.lot_code ?? '',
              expires_on: r.expires_on ?? '',
              book: r.quantity,
            },
          ],
    ),
  };
}
