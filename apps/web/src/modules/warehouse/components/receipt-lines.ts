import type { Variant, VariantUnit } from '@kenh/contract';

/** A unit a line may be counted in, with its size in base units. */
export interface LineUnit {
  unit_id: number;
  unit_name: string;
  factor: number;
}

/** The product of a new line: the variant, the unit it was picked in and every unit it has. */
export interface LineProduct {
  variant_id: number;
  variant_code: string;
  variant_name: string;
  unit_id: number;
  units: LineUnit[];
}

/** One goods-in line as the form holds it; the contract schema drops the display keys. */
export interface ImportLineDraft extends LineProduct {
  quantity: number | null;
  lot_code: string;
  manufactured_on: string | null;
  expires_on: string | null;
  unit_cost: number | null;
}

/** What FEFO suggested for a goods-out line (shown beside the lot the keeper may change). */
export interface LotSuggestion {
  lot_code: string;
  expires_on: string;
  take: number;
  near_expiry: boolean;
}

/** One line taken from a lot (goods out, transfer). */
export interface LotLineDraft extends LineProduct {
  quantity: number | null;
  consignment_id: number | null;
  suggestion: LotSuggestion | null;
}

export const lineUnits = (units: readonly VariantUnit[]): LineUnit[] =>
  units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, factor: u.factor }));

/** A variant picked in its base unit. */
export function productInBaseUnit(variant: Pick<Variant, 'id' | 'code' | 'name' | 'base_unit_id' | 'units'>) {
  return {
    variant_id: variant.id,
    variant_code: variant.code,
    variant_name: variant.name,
    unit_id: variant.base_unit_id,
    units: lineUnits(variant.units),
  } satisfies LineProduct;
}

/** The base unit's name (the smallest unit: factor 1). */
export const baseUnitName = (units: readonly LineUnit[]) =>
  units.find((u) => u.factor === 1)?.unit_name ?? '';

/** The line's quantity in base units, as the server will count it; null while incomplete. */
export function baseQuantity(line: Pick<LineProduct, 'unit_id' | 'units'> & { quantity: number | null }) {
  const factor = line.units.find((u) => u.unit_id === line.unit_id)?.factor;
  return factor === undefined || line.quantity === null ? null : line.quantity * factor;
}
