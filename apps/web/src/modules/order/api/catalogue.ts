import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  orderApi,
  priceListApi,
  productApi,
  type OrderAccountRole,
  type PriceSystem,
  type resolvePricesBody,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Variants sold (out products, active) for the order's product picker, searched on the server. */
export function useVariantSearch(search: string) {
  return useEndpointQuery(
    productApi.variantList,
    { body: { page: 0, page_size: 20, direction: 'out', status: 'active', ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** The sold variant and unit a scanned or typed barcode names (exact match). */
export function useBarcodeLookup() {
  return useEndpointMutation(productApi.outProductFind, {
    idempotent: false,
    input: (barcode: string) => ({ body: { barcode } }),
  });
}

/** Accounts the order form may name (`v3/order_accounts`), searched on the server. */
export function useOrderAccountSearch(
  role: OrderAccountRole,
  system: PriceSystem | undefined,
  search: string,
  enabled = true,
) {
  return useEndpointQuery(
    orderApi.accounts,
    {
      query: {
        role,
        page: 0,
        page_size: 20,
        ...(system ? { system } : {}),
        ...(search ? { search } : {}),
      },
    },
    { placeholderData: keepPreviousData, staleTime: 30_000, enabled },
  );
}

/** The prices in force for the orderer now: a preview only, the server prices the order again. */
export function usePricePreview(body: z.output<typeof resolvePricesBody> | undefined) {
  return useEndpointQuery(
    priceListApi.resolve,
    { body: body ?? { account_id: 0, lines: [] } },
    {
      enabled: body !== undefined && body.lines.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    },
  );
}
