import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  locateApi,
  type AreaFields,
  type AreaListQuery,
  type ZoneFields,
  type ZoneListQuery,
} from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

export const LOCATE_PAGE_SIZE = 20;

/** Every query of the module starts with this key: one invalidation empties lists and dropdowns. */
export const locateKey = ['locate'] as const;

export function useAreas(query: Partial<AreaListQuery>) {
  return useQuery({
    queryKey: [...locateKey, 'areas', query],
    queryFn: ({ signal }) => callEndpoint(locateApi.getAllArea, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useArea(id: number | undefined) {
  return useQuery({
    queryKey: [...locateKey, 'area', id],
    queryFn: ({ signal }) => callEndpoint(locateApi.getArea, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useZonesOfArea(areaId: number | undefined) {
  return useQuery({
    queryKey: [...locateKey, 'zones-of-area', areaId],
    queryFn: ({ signal }) => callEndpoint(locateApi.zoneByArea, { params: { area_id: areaId! }, signal }),
    enabled: areaId !== undefined,
  });
}

export function useZones(query: Partial<ZoneListQuery>) {
  return useQuery({
    queryKey: [...locateKey, 'zones', query],
    queryFn: ({ signal }) => callEndpoint(locateApi.getAllZone, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useZone(id: number | undefined) {
  return useQuery({
    queryKey: [...locateKey, 'zone', id],
    queryFn: ({ signal }) => callEndpoint(locateApi.getZone, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export interface AccountsInLocationFilter {
  zone_id?: number;
  area_id?: number;
  search?: string;
  page: number;
  page_size: number;
}

export function useAccountsInLocation(filter: AccountsInLocationFilter, enabled = true) {
  return useQuery({
    queryKey: [...locateKey, 'accounts', filter],
    queryFn: ({ signal }) => callEndpoint(locateApi.getAllAccountInZone, { body: filter, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Areas with their zones for selects; cached until a create, update or delete invalidates it. */
export function useLocateDropdown(includeInactive = false) {
  return useQuery({
    queryKey: [...locateKey, 'dropdown', includeInactive],
    queryFn: ({ signal }) =>
      callEndpoint(locateApi.locateDropdown, {
        query: includeInactive ? { include_inactive: true } : {},
        signal,
      }),
    select: (data) => (Array.isArray(data) ? data : []),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locateKey });
}

export function useCreateArea() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AreaFields) => callEndpoint(locateApi.createArea, { body: body as never }),
    onSuccess: invalidate,
  });
}

export function useUpdateArea(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AreaFields) =>
      callEndpoint(locateApi.updateArea, { params: { id }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useDeleteArea() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(locateApi.deleteArea, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useCreateZone() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ZoneFields) => callEndpoint(locateApi.createZone, { body: body as never }),
    onSuccess: invalidate,
  });
}

export function useUpdateZone(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ZoneFields) =>
      callEndpoint(locateApi.updateZone, { params: { id }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useDeleteZone() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(locateApi.deleteZone, { params: { id } }),
    onSuccess: invalidate,
  });
}
