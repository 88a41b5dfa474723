import { keepPreviousData } from '@tanstack/react-query';
import { productApi, type UnitInput, type UnitListQuery } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

const invalidates = [productApi];

export function useUnitList(query: Partial<UnitListQuery>) {
  return useEndpointQuery(productApi.unitList, { query }, { placeholderData: keepPreviousData });
}

/** Every active unit with its conversions (pickers, proposed factors); units change rarely. */
export function useUnitOptions() {
  return useEndpointQuery(productApi.unitOptions, undefined, { staleTime: 5 * 60_000 });
}

export function useUnit(id: number | undefined) {
  return useEndpointQuery(productApi.unitGet, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateUnit() {
  return useEndpointMutation(productApi.unitCreate, {
    invalidates,
    input: (body: UnitInput) => ({ body }),
  });
}

export function useUpdateUnit(id: number) {
  return useEndpointMutation(productApi.unitUpdate, {
    invalidates,
    input: (body: UnitInput) => ({ params: { id }, body }),
  });
}

export function useDeleteUnit() {
  return useEndpointMutation(productApi.unitDelete, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
