import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationApi as api, type OfficeBody, type OrgOption } from '@kenh/contract';
import { callEndpoint, type CallOptions } from '../../../platform/api';
import { asArray, orgKeys } from './keys';

export type OfficeListQuery = NonNullable<CallOptions<typeof api.listOffices>['query']>;

export function useOffices(query: OfficeListQuery) {
  return useQuery({
    queryKey: [...orgKeys.offices, 'list', query],
    queryFn: ({ signal }) => callEndpoint(api.listOffices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOffice(id: number | undefined) {
  return useQuery({
    queryKey: [...orgKeys.offices, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(api.getOffice, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useOfficeNextCode(enabled = true) {
  return useQuery({
    queryKey: [...orgKeys.offices, 'next-code'],
    queryFn: ({ signal }) => callEndpoint(api.officeNextCode, { signal }),
    enabled,
  });
}

/** Active offices as select options; cached until an office changes. */
export function useOfficeOptions() {
  return useQuery({
    queryKey: [...orgKeys.offices, 'dropdown'],
    queryFn: ({ signal }) => callEndpoint(api.officeDropdown, { query: {}, signal }),
    select: asArray<OrgOption>,
    staleTime: 5 * 60_000,
  });
}

export function useSaveOffice(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeBody) =>
      id === undefined
        ? callEndpoint(api.createOffice, { body })
        : callEndpoint(api.updateOffice, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.offices }),
  });
}

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api.deleteOffice, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.offices }),
  });
}
