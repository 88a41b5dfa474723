import type { OrderLine, Suggestion, VariantDetail } from '@kenh/contract';
import { lineUnits, type LineUnit, type LotLineDraft } from './receipt-lines';

/**
 * The goods-out lines of an order line from its FEFO suggestion: all from one lot in the order's own
 * unit when it can (5 boxes from lot A), else per suggested lot in base units (100 from lot A, 20
 * from lot B). With no lot to suggest, one line in the order's unit whose lot the keeper chooses.
 */
export function linesOfOrderLine(
  line: OrderLine,
  suggestion: Suggestion,
  variant: Pick<VariantDetail, 'base_unit_id' | 'units'> | undefined,
): LotLineDraft[] {
  const units: LineUnit[] = variant
    ? lineUnits(variant.units)
    : [{ unit_id: line.unit_id, unit_name: line.unit_name, factor: line.unit_factor }];
  const product = {
    variant_id: line.variant_id,
    variant_code: line.variant_code,
    variant_name: line.variant_name,
    units,
  };
  const [only, ...more] = suggestion.allocations;
  if (!only || (more.length === 0 && only.take === line.quantity * line.unit_factor))
    return [
      {
        ...product,
        unit_id: line.unit_id,
        quantity: line.quantity,
        consignment_id: only?.consignment_id ?? null,
        suggestion: only
          ? {
              lot_code: only.lot_code,
              expires_on: only.expires_on,
              take: only.take,
              near_expiry: only.near_expiry,
            }
          : null,
      },
    ];
  return suggestion.allocations.map((a) => ({
    ...product,
    unit_id: variant?.base_unit_id ?? line.unit_id,
    quantity: variant ? a.take : a.take / line.unit_factor,
    consignment_id: a.consignment_id,
    suggestion: { lot_code: a.lot_code, expires_on: a.expires_on, take: a.take, near_expiry: a.near_expiry },
  }));
}
