import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  orderApi,
  type orderCreateBody,
  type orderFields,
  type orderListQuery,
  type OrderAction,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** The parsed forms of the bodies and filters (what the endpoint hooks take). */
export type OrderListFilter = Partial<z.output<typeof orderListQuery>>;
export type OrderCreateInput = z.output<typeof orderCreateBody>;
export type OrderUpdateInput = z.output<typeof orderFields>;

/** Every write refreshes the module's lists and details (status, totals and approval move together). */
const invalidates = [orderApi];

export function useOrderList(query: OrderListFilter) {
  return useEndpointQuery(orderApi.list, { query }, { placeholderData: keepPreviousData });
}

export function useOrder(id: number | undefined) {
  return useEndpointQuery(orderApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateOrder() {
  return useEndpointMutation(orderApi.create, {
    invalidates,
    input: (body: OrderCreateInput) => ({ body }),
  });
}

export function useUpdateOrder(id: number) {
  return useEndpointMutation(orderApi.update, {
    invalidates,
    input: (body: OrderUpdateInput) => ({ params: { id }, body }),
  });
}

export interface OrderStatusChange {
  action: OrderAction;
  reason?: string;
  /** The version the user saw: a changed order is refused instead of acted on blindly. */
  version: number;
}

export function useChangeOrderStatus(id: number) {
  return useEndpointMutation(orderApi.status, {
    invalidates,
    input: (body: OrderStatusChange) => ({ params: { id }, body }),
  });
}

export function useChangeManyOrders() {
  return useEndpointMutation(orderApi.statusMany, {
    invalidates,
    input: (body: { ids: number[]; action: OrderAction; reason?: string }) => ({ body }),
  });
}

export function useDuplicateOrder() {
  return useEndpointMutation(orderApi.duplicate, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

/** The active order types for the form's select. */
export function useOrderTypes() {
  return useEndpointQuery(orderApi.typeList, undefined, { staleTime: 5 * 60_000 });
}
