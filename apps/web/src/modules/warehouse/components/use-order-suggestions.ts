import { useQueries } from '@tanstack/react-query';
import { productApi, stockApi, type Order, type VariantDetail } from '@kenh/contract';
import { endpointQueryOptions } from '../../../platform/api';
import { usePermission } from '../../../platform/session';

/**
 * For each line of the order: the FEFO suggestion in the warehouse (the order's own reservation
 * counts as available to it) and the variant's units (a suggestion split over lots goes in base
 * units). `ready` once every answer is in.
 */
export function useOrderSuggestions(order: Order | undefined, warehouseId: number | undefined) {
  const lines = order?.lines ?? [];
  // Queries built by hand skip the endpoint hook's permission check: a refused call ends the session.
  const readsStock = usePermission('warehouse');
  const readsProducts = usePermission('product');
  const suggestions = useQueries({
    queries: lines.map((line) =>
      endpointQueryOptions(
        stockApi.suggest,
        {
          body: {
            warehouse_id: warehouseId ?? 0,
            variant_id: line.variant_id,
            unit_id: line.unit_id,
            quantity: line.quantity,
            order_id: order?.id ?? null,
          },
        },
        { enabled: readsStock && warehouseId !== undefined, staleTime: Infinity },
      ),
    ),
  });
  const variants = useQueries({
    queries: [...new Set(lines.map((l) => l.variant_id))].map((id) =>
      endpointQueryOptions(
        productApi.variantDetail,
        { body: { id } },
        { enabled: readsProducts, staleTime: 5 * 60_000 },
      ),
    ),
  });
  const variantOf = new Map<number, VariantDetail>(
    variants.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])),
  );
  // A query that will not run (no permission) counts as answered, without data.
  const answered = (q: { isLoading: boolean }) => !q.isLoading;
  return {
    suggestions: suggestions.map((q) => q.data),
    variantOf,
    ready: warehouseId !== undefined && suggestions.every(answered) && variants.every(answered),
    error: suggestions.find((q) => q.error)?.error ?? null,
  };
}
