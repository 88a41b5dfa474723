import { keepPreviousData } from '@tanstack/react-query';
import { orderApi, productApi, stockApi } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/**
 * What the receipt forms read from other modules, through the contract's endpoints (the order and
 * product web modules export no picker): sold variants, barcodes, distributors.
 */

/** Sold (out) active variants with their units, searched on the server (goods in). */
export function useVariantSearch(search: string) {
  return useEndpointQuery(
    productApi.variantList,
    { body: { page: 0, page_size: 20, direction: 'out', status: 'active', ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** The sold variant and unit a scanned barcode names (goods in). */
export function useBarcodeLookup() {
  return useEndpointMutation(productApi.outProductFind, {
    idempotent: false,
    input: (barcode: string) => ({ body: { barcode } }),
  });
}

/** Variants holding stock in a warehouse, by search (goods out, transfer). */
export function useStockOptions(warehouseId: number | undefined, search: string) {
  return useEndpointQuery(
    stockApi.stockDropdown,
    { query: { warehouse_id: warehouseId ?? 0, ...(search ? { search } : {}) } },
    { enabled: warehouseId !== undefined, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** Distributors a warehouse may belong to: the order form's seller accounts (distributors). */
export function useDistributorSearch(search: string) {
  return useEndpointQuery(
    orderApi.accounts,
    { query: { role: 'seller', page: 0, page_size: 20, ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
