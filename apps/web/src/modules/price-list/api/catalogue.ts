import { keepPreviousData } from '@tanstack/react-query';
import { locateApi, productApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';

/** Variants sold (out products, active) for the item picker, searched on the server. */
export function useVariantOptions(search: string) {
  return useEndpointQuery(
    productApi.variantList,
    { body: { page: 0, page_size: 20, direction: 'out', status: 'active', ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** Areas with their zones (the scope pickers). */
export function useAreaOptions() {
  return useEndpointQuery(locateApi.locateDropdown, { query: {} }, { staleTime: 5 * 60_000 });
}

/** Accounts placed in an area (the account scope and the price lookup), searched on the server. */
export function useAccountsInArea(areaId: number | undefined, search: string) {
  return useEndpointQuery(
    locateApi.getAllAccountInZone,
    { body: { area_id: areaId ?? 0, page: 0, page_size: 50, ...(search ? { search } : {}) } },
    { enabled: areaId !== undefined, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
