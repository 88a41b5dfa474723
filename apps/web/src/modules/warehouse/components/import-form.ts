import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { importReceiptInput } from '@kenh/contract';
import type { ImportLineDraft, LineProduct } from './receipt-lines';

export interface ImportFormValues {
  warehouse_id: number | null;
  note: string | null;
  lines: ImportLineDraft[];
}

export type ImportForm = UseFormReturn<ImportFormValues, unknown, z.output<typeof importReceiptInput>>;

export const importDefaults = (warehouseId: number | null): ImportFormValues => ({
  warehouse_id: warehouseId,
  note: null,
  lines: [],
});

/** A new goods-in line: one unit of a lot still to be named and dated. */
export const newImportLine = (product: LineProduct): ImportLineDraft => ({
  ...product,
  quantity: 1,
  lot_code: '',
  manufactured_on: null,
  expires_on: null,
  unit_cost: null,
});
