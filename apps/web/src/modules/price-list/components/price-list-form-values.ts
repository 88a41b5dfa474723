import type { PriceList, PriceListItem, PriceScopeLevel, PriceSystem } from '@kenh/contract';
import type { PriceGridRow } from './price-grid';

/**
 * What the price list form holds: a draft of the create/update body (`null` in an empty select),
 * its rows carrying the names the grid shows (the schema keeps only ids and prices).
 */
export interface PriceListFormValues {
  name: string;
  note: string | null;
  system: PriceSystem | null;
  scope_level: PriceScopeLevel;
  target_ids: number[];
  /** ISO instant, the raw typed text while incomplete (the schema refuses it), or null. */
  effective_from: string | null;
  items: PriceGridRow[];
}

export const EMPTY_PRICE_LIST: PriceListFormValues = {
  name: '',
  note: null,
  system: null,
  scope_level: 'system',
  target_ids: [],
  effective_from: null,
  items: [],
};

export function formValuesOf(list: PriceList, items: readonly PriceListItem[]): PriceListFormValues {
  return {
    name: list.name,
    note: list.note,
    system: list.system,
    scope_level: list.scope_level,
    target_ids: list.targets.map((t) => t.id),
    effective_from: list.effective_from,
    items: items.map((i) => ({
      variant_id: i.variant_id,
      unit_id: i.unit_id,
      variant_code: i.variant_code,
      variant_name: i.variant_name,
      unit_name: i.unit_name,
      price: i.price,
    })),
  };
}
