import type { Warehouse, WarehouseKind } from '@kenh/contract';

/** What the warehouse form holds while it is filled (an empty select is null). */
export interface WarehouseFormValues {
  name: string;
  kind: WarehouseKind;
  owner_id: number | null;
  area_id: number | null;
  address: string | null;
  note: string | null;
}

export function warehouseFormDefaults(warehouse?: Warehouse): WarehouseFormValues {
  return {
    name: warehouse?.name ?? '',
    kind: warehouse?.kind ?? 'central',
    owner_id: warehouse?.owner_id ?? null,
    area_id: warehouse?.area_id ?? null,
    address: warehouse?.address ?? null,
    note: warehouse?.note ?? null,
  };
}
