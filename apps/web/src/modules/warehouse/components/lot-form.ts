import type { UseFormReturn } from 'react-hook-form';
import type { LotLineDraft, LineProduct } from './receipt-lines';

/**
 * Goods out and transfers take lines from lots. One form shape serves both: goods out names the
 * order it ships (if any), a transfer the receiving warehouse; each contract schema drops the other.
 */
export interface LotFormValues {
  warehouse_id: number | null;
  to_warehouse_id: number | null;
  order_id: number | null;
  note: string | null;
  lines: LotLineDraft[];
}

export type LotForm<O> = UseFormReturn<LotFormValues, unknown, O>;

export const lotDefaults = (patch: Partial<LotFormValues> = {}): LotFormValues => ({
  warehouse_id: null,
  to_warehouse_id: null,
  order_id: null,
  note: null,
  lines: [],
  ...patch,
});

/** A new line of one unit, its lot still to choose. */
export const newLotLine = (product: LineProduct): LotLineDraft => ({
  ...product,
  quantity: 1,
  consignment_id: null,
  suggestion: null,
});
