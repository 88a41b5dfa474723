import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  stockApi,
  warehouseApi,
  type warehouseDropdownQuery,
  type WarehouseAction,
  type warehouseFields,
  type warehouseSettingsBody,
  type WarehouseListQuery,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

export type WarehouseBody = z.output<typeof warehouseFields>;

/** A warehouse's status moves its receipts' pickers and the stock pages with it. */
const invalidates = [warehouseApi, stockApi];

export function useWarehouseList(query: Partial<WarehouseListQuery>) {
  return useEndpointQuery(warehouseApi.list, { query }, { placeholderData: keepPreviousData });
}

export function useWarehouse(id: number | undefined) {
  return useEndpointQuery(warehouseApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/** Active warehouses the user may see, for the receipt forms and filters. */
export function useWarehouseOptions(query: Partial<z.output<typeof warehouseDropdownQuery>> = {}) {
  return useEndpointQuery(warehouseApi.dropdown, { query }, { staleTime: 60_000 });
}

export function useCreateWarehouse() {
  return useEndpointMutation(warehouseApi.create, {
    invalidates,
    input: (body: WarehouseBody) => ({ body }),
  });
}

export function useUpdateWarehouse(id: number) {
  return useEndpointMutation(warehouseApi.update, {
    invalidates,
    input: (body: WarehouseBody) => ({ params: { id }, body }),
  });
}

export function useChangeWarehouseStatus() {
  return useEndpointMutation(warehouseApi.status, {
    invalidates,
    input: ({ id, action }: { id: number; action: WarehouseAction }) => ({
      params: { id },
      body: { action },
    }),
  });
}

/** `warehouses_deactive`: stop many (or reopen them, `active: true`). */
export function useDeactivateWarehouses() {
  return useEndpointMutation(warehouseApi.deactivate, {
    invalidates,
    input: (body: { ids: number[]; active: boolean }) => ({ body }),
  });
}

/** The warehouse settings (the near-expiry window). */
export function useWarehouseSettings() {
  return useEndpointQuery(warehouseApi.settings, {}, { staleTime: 60_000 });
}

/** Flags and near-expiry counts everywhere follow the window. */
export function useSaveWarehouseSettings() {
  return useEndpointMutation(warehouseApi.updateSettings, {
    invalidates,
    input: (body: z.output<typeof warehouseSettingsBody>) => ({ body }),
  });
}
