import type { nvttStandardFields, storeStandardFields } from '@kenh/contract';
import { partnerApi } from '@kenh/contract';
import type { z } from 'zod';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

type StoreStandardFields = z.output<typeof storeStandardFields>;
type NvttStandardFields = z.output<typeof nvttStandardFields>;

/** Standards change partner lists too (their standard names), so every write refreshes the module. */
const invalidates = [partnerApi];

export const useStoreStandards = () =>
  useEndpointQuery(partnerApi.storeStandards, undefined, { staleTime: 60_000 });
export const useNvttStandards = () =>
  useEndpointQuery(partnerApi.nvttStandards, undefined, { staleTime: 60_000 });

export function useSaveStoreStandard() {
  return useEndpointMutation(partnerApi.createStoreStandard, {
    invalidates,
    input: (body: StoreStandardFields) => ({ body }),
  });
}

export function useUpdateStoreStandard() {
  return useEndpointMutation(partnerApi.updateStoreStandard, {
    invalidates,
    input: ({ id, body }: { id: number; body: StoreStandardFields }) => ({ params: { id }, body }),
  });
}

export function useDeleteStoreStandard() {
  return useEndpointMutation(partnerApi.deleteStoreStandard, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

/** One call creates (no id) or updates (id) a field staff standard, as the catalogue has it. */
export function useSaveNvttStandard() {
  return useEndpointMutation(partnerApi.saveNvttStandard, {
    invalidates,
    input: (body: NvttStandardFields & { id?: number }) => ({ body }),
  });
}

export function useSetStoresStandard() {
  return useEndpointMutation(partnerApi.updateManyChthStandard, {
    invalidates,
    input: (body: { ids: number[]; standard_id: number }) => ({ body }),
  });
}
