import { useMemo } from 'react';
import { warehouseApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { usePermission } from '../../../platform/session';
import { useLocateDropdown } from '../../locate';

export interface AreaOption {
  value: number;
  label: string;
}

/**
 * The areas a warehouse may serve. The areas' dropdown needs `area`, which a warehouse keeper lacks
 * (the endpoint hook then stays idle): without it, the areas of the warehouses the user sees, which
 * are those of the user's data scope.
 */
export function useAreaOptions(): AreaOption[] {
  const readsAreas = usePermission('area');
  const areas = useLocateDropdown();
  const warehouses = useEndpointQuery(
    warehouseApi.list,
    { query: { page: 0, page_size: 200 } },
    { enabled: !readsAreas, staleTime: 5 * 60_000 },
  );
  return useMemo(() => {
    if (readsAreas) return (areas.data ?? []).map((a) => ({ value: a.value, label: a.label }));
    const seen = new Map<number, string>();
    for (const w of warehouses.data?.results ?? []) seen.set(w.area_id, w.area_name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [readsAreas, areas.data, warehouses.data]);
}
