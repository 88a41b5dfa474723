import { keepPreviousData } from '@tanstack/react-query';
import {
  warehouseApi,
  warehouseFields,
  type WarehouseAction,
  type WarehouseFields,
  type WarehouseListQuery,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Every write empties the module's lists and details. */
const invalidates = [warehouseApi];

export function useWarehouseList(query: Partial<WarehouseListQuery>) {
  return useEndpointQuery(warehouseApi.list, { query }, { placeholderData: keepPreviousData });
}

export function useWarehouse(id: number | undefined) {
  return useEndpointQuery(warehouseApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateWarehouse() {
  return useEndpointMutation(warehouseApi.create, {
    invalidates,
    input: (fields: WarehouseFields) => ({ body: warehouseFields.parse(fields) }),
  });
}

export function useUpdateWarehouse(id: number) {
  return useEndpointMutation(warehouseApi.update, {
    invalidates,
    input: (fields: WarehouseFields) => ({ params: { id }, body: warehouseFields.parse(fields) }),
  });
}

export function useDeleteWarehouse() {
  return useEndpointMutation(warehouseApi.delete, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

export function useChangeWarehouseStatus(id: number) {
  return useEndpointMutation(warehouseApi.status, {
    invalidates,
    input: (action: WarehouseAction) => ({ params: { id }, body: { action } }),
  });
}
