import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organizationApi as api,
  type OrgOption,
  type OrgTreeOption,
  type OrgUnitBody,
  type OrgUnitNode,
  type OrgUnitType,
  type OrgUnitTypeBody,
} from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { asArray, orgKeys } from './keys';

export function useOrgUnitTree() {
  return useQuery({
    queryKey: [...orgKeys.units, 'tree'],
    queryFn: ({ signal }) => callEndpoint(api.orgUnitTree, { signal }),
    select: asArray<OrgUnitNode>,
  });
}

export function useOrgUnit(id: number | undefined) {
  return useQuery({
    queryKey: [...orgKeys.units, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(api.getOrgUnit, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useOrgUnitNextCode(enabled = true) {
  return useQuery({
    queryKey: [...orgKeys.units, 'next-code'],
    queryFn: ({ signal }) => callEndpoint(api.orgUnitNextCode, { signal }),
    enabled,
  });
}

/** The unit tree as tree-select options; cached until a unit changes. */
export function useOrgUnitOptions() {
  return useQuery({
    queryKey: [...orgKeys.units, 'dropdown'],
    queryFn: ({ signal }) => callEndpoint(api.orgUnitDropdown, { signal }),
    select: asArray<OrgTreeOption>,
    staleTime: 5 * 60_000,
  });
}

export function useSaveOrgUnit(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgUnitBody) =>
      id === undefined
        ? callEndpoint(api.createOrgUnit, { body })
        : callEndpoint(api.updateOrgUnit, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.units }),
        // Unit counts per type change with units.
        queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes }),
      ]),
  });
}

export function useDeleteOrgUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api.deleteOrgUnit, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.units }),
        queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes }),
      ]),
  });
}

export function useOrgUnitTypes() {
  return useQuery({
    queryKey: [...orgKeys.unitTypes, 'list'],
    queryFn: ({ signal }) => callEndpoint(api.listOrgUnitTypes, { signal }),
    select: asArray<OrgUnitType>,
  });
}

export function useSaveOrgUnitType(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgUnitTypeBody) =>
      id === undefined
        ? callEndpoint(api.createOrgUnitType, { body })
        : callEndpoint(api.updateOrgUnitType, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes }),
        // Units show their type's name.
        queryClient.invalidateQueries({ queryKey: orgKeys.units }),
      ]),
  });
}

export function useDeleteOrgUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api.deleteOrgUnitType, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes }),
  });
}

/** Staff accounts to pick a unit manager from (server-side search). */
export function useManagerOptions(search: string, currentId: number | null) {
  return useQuery({
    queryKey: [...orgKeys.units, 'managers', search, currentId],
    queryFn: ({ signal }) =>
      callEndpoint(api.orgUnitManagerOptions, {
        query: { ...(search ? { search } : {}), ...(currentId ? { id: currentId } : {}) },
        signal,
      }),
    select: asArray<OrgOption>,
    staleTime: 60_000,
  });
}
