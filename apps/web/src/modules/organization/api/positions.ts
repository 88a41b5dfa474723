import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationApi as api, type OrgOption, type PositionBody } from '@kenh/contract';
import { callEndpoint, type CallOptions } from '../../../platform/api';
import { asArray, orgKeys } from './keys';

export type PositionListQuery = NonNullable<CallOptions<typeof api.listPositions>['query']>;

export function usePositions(query: PositionListQuery) {
  return useQuery({
    queryKey: [...orgKeys.positions, 'list', query],
    queryFn: ({ signal }) => callEndpoint(api.listPositions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePosition(id: number | undefined) {
  return useQuery({
    queryKey: [...orgKeys.positions, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(api.getPosition, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function usePositionNextCode(enabled = true) {
  return useQuery({
    queryKey: [...orgKeys.positions, 'next-code'],
    queryFn: ({ signal }) => callEndpoint(api.positionNextCode, { signal }),
    enabled,
  });
}

/** Active positions as select options; cached until a position changes. */
export function usePositionOptions() {
  return useQuery({
    queryKey: [...orgKeys.positions, 'dropdown'],
    queryFn: ({ signal }) => callEndpoint(api.positionDropdown, { query: {}, signal }),
    select: asArray<OrgOption>,
    staleTime: 5 * 60_000,
  });
}

export function useSavePosition(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PositionBody) =>
      id === undefined
        ? callEndpoint(api.createPosition, { body })
        : callEndpoint(api.updatePosition, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.positions }),
  });
}

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api.deletePosition, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.positions }),
  });
}
