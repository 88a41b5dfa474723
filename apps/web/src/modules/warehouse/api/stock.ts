import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  stockApi,
  type cartListQuery,
  type ReceiptListQuery,
  type stockMovementQuery,
  type stockQuantityQuery,
} from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';

const paged = { placeholderData: keepPreviousData };

export type StockQuantityFilter = Partial<z.output<typeof stockQuantityQuery>>;
export type StockMovementFilter = Partial<z.output<typeof stockMovementQuery>>;

/** Stock as of a day (or now), grouped by warehouse, variant or lot. */
export function useStockQuantity(body: StockQuantityFilter, enabled = true) {
  return useEndpointQuery(stockApi.stockQuantity, { body }, { ...paged, enabled });
}

/** Movements of a warehouse, a variant or a lot, newest first. */
export function useStockMovements(body: StockMovementFilter) {
  return useEndpointQuery(stockApi.stockDetail, { body }, paged);
}

export function useReceiptList(query: Partial<ReceiptListQuery>) {
  return useEndpointQuery(stockApi.receipts, { query }, paged);
}

export function useReceipt(id: number | undefined) {
  return useEndpointQuery(stockApi.receipt, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCartList(query: Partial<z.output<typeof cartListQuery>>, enabled = true) {
  return useEndpointQuery(stockApi.cartList, { query }, { ...paged, enabled });
}

/** Lots of a variant with their stock in a warehouse (the goods-out and transfer lot pickers). */
export function useConsignments(variantId: number, warehouseId: number | undefined) {
  return useEndpointQuery(
    stockApi.consignments,
    { query: { variant_id: variantId, ...(warehouseId ? { warehouse_id: warehouseId } : {}) } },
    { staleTime: 30_000 },
  );
}
