import { keepPreviousData } from '@tanstack/react-query';
import {
  areaFields,
  locateApi,
  zoneFields,
  type AreaFields,
  type AreaListQuery,
  type ZoneFields,
  type ZoneListQuery,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

export const LOCATE_PAGE_SIZE = 20;

/**
 * Every write of the module empties all of its lists, details and dropdowns. Forms hand over the
 * fields as the schema takes them; parsing gives the body the endpoint declares (already valid:
 * the form ran the same schema).
 */
const invalidates = [locateApi];

export function useAreas(query: Partial<AreaListQuery>) {
  return useEndpointQuery(locateApi.getAllArea, { query }, { placeholderData: keepPreviousData });
}

export function useArea(id: number | undefined) {
  return useEndpointQuery(locateApi.getArea, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useZonesOfArea(areaId: number | undefined) {
  return useEndpointQuery(
    locateApi.zoneByArea,
    { params: { area_id: areaId ?? 0 } },
    { enabled: areaId !== undefined },
  );
}

export function useZones(query: Partial<ZoneListQuery>) {
  return useEndpointQuery(locateApi.getAllZone, { query }, { placeholderData: keepPreviousData });
}

export function useZone(id: number | undefined) {
  return useEndpointQuery(locateApi.getZone, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export interface AccountsInLocationFilter {
  zone_id?: number;
  area_id?: number;
  search?: string;
  page: number;
  page_size: number;
}

export function useAccountsInLocation(filter: AccountsInLocationFilter, enabled = true) {
  return useEndpointQuery(
    locateApi.getAllAccountInZone,
    { body: filter },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** Areas with their zones for selects; cached until a create, update or delete invalidates it. */
export function useLocateDropdown(includeInactive = false) {
  return useEndpointQuery(
    locateApi.locateDropdown,
    { query: includeInactive ? { include_inactive: true } : {} },
    { select: (data) => (Array.isArray(data) ? data : []), staleTime: 5 * 60_000 },
  );
}

export function useCreateArea() {
  return useEndpointMutation(locateApi.createArea, {
    invalidates,
    input: (fields: AreaFields) => ({ body: areaFields.parse(fields) }),
  });
}

export function useUpdateArea(id: number) {
  return useEndpointMutation(locateApi.updateArea, {
    invalidates,
    input: (fields: AreaFields) => ({ params: { id }, body: areaFields.parse(fields) }),
  });
}

export function useDeleteArea() {
  return useEndpointMutation(locateApi.deleteArea, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

export function useCreateZone() {
  return useEndpointMutation(locateApi.createZone, {
    invalidates,
    input: (fields: ZoneFields) => ({ body: zoneFields.parse(fields) }),
  });
}

export function useUpdateZone(id: number) {
  return useEndpointMutation(locateApi.updateZone, {
    invalidates,
    input: (fields: ZoneFields) => ({ params: { id }, body: zoneFields.parse(fields) }),
  });
}

export function useDeleteZone() {
  return useEndpointMutation(locateApi.deleteZone, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
