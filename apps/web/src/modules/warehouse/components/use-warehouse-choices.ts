import { useMemo } from 'react';
import { useWarehouseOptions } from '../api/warehouses';

/** The active warehouses the user sees as select options: "code · name". */
export function useWarehouseChoices() {
  const warehouses = useWarehouseOptions();
  return useMemo(
    () => (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` })),
    [warehouses.data],
  );
}
