import { organizationApi as api, type OrgUnitBody, type OrgUnitTypeBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/**
 * Units and unit types go stale together: a type shows how many units it has, a unit shows its
 * type's name.
 */
const invalidates = [
  api.listOrgUnits,
  api.orgUnitTree,
  api.getOrgUnit,
  api.orgUnitNextCode,
  api.orgUnitDropdown,
  api.orgUnitManagerOptions,
  api.listOrgUnitTypes,
];

export function useOrgUnitTree() {
  return useEndpointQuery(api.orgUnitTree, undefined);
}

export function useOrgUnit(id: number | undefined) {
  return useEndpointQuery(api.getOrgUnit, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useOrgUnitNextCode(enabled = true) {
  return useEndpointQuery(api.orgUnitNextCode, undefined, { enabled });
}

/** The unit tree as tree-select options; cached until a unit changes. */
export function useOrgUnitOptions() {
  return useEndpointQuery(api.orgUnitDropdown, undefined, { staleTime: 5 * 60_000 });
}

export function useCreateOrgUnit() {
  return useEndpointMutation(api.createOrgUnit, { invalidates, input: (body: OrgUnitBody) => ({ body }) });
}

export function useUpdateOrgUnit(id: number) {
  return useEndpointMutation(api.updateOrgUnit, {
    invalidates,
    input: (body: OrgUnitBody) => ({ params: { id }, body }),
  });
}

export function useDeleteOrgUnit() {
  return useEndpointMutation(api.deleteOrgUnit, { invalidates, input: (id: number) => ({ params: { id } }) });
}

export function useOrgUnitTypes() {
  return useEndpointQuery(api.listOrgUnitTypes, undefined);
}

/** Creates (no `id`) or updates a unit type. */
export function useSaveOrgUnitType(id?: number) {
  const create = useEndpointMutation(api.createOrgUnitType, {
    invalidates,
    input: (body: OrgUnitTypeBody) => ({ body }),
  });
  const update = useEndpointMutation(api.updateOrgUnitType, {
    invalidates,
    input: (body: OrgUnitTypeBody) => ({ params: { id: id ?? 0 }, body }),
  });
  return id === undefined ? create : update;
}

export function useDeleteOrgUnitType() {
  return useEndpointMutation(api.deleteOrgUnitType, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

/** Staff accounts to pick a unit manager from (server-side search). */
export function useManagerOptions(search: string, currentId: number | null) {
  return useEndpointQuery(
    api.orgUnitManagerOptions,
    { query: { ...(search ? { search } : {}), ...(currentId ? { id: currentId } : {}) } },
    { staleTime: 60_000 },
  );
}
