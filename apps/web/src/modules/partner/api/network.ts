import { keepPreviousData } from '@tanstack/react-query';
import { partnerApi, type PartnerType } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';
import type { MapBounds } from '../../../platform/map';

/** Bounds rounded to ~1 km so small pans reuse the cached answer instead of asking again. */
const snap = (n: number, up: boolean) => (up ? Math.ceil(n * 100) : Math.floor(n * 100)) / 100;

export interface MapFilter {
  area_id?: number;
  zone_id?: number;
  types: PartnerType[];
}

/** The points of the sales network inside the map's view (capped by the server). */
export function useMapPoints(bounds: MapBounds | undefined, filter: MapFilter) {
  const body = bounds && {
    min_lat: Math.max(-90, snap(bounds.south, false)),
    max_lat: Math.min(90, snap(bounds.north, true)),
    min_lng: Math.max(-180, snap(bounds.west, false)),
    max_lng: Math.min(180, snap(bounds.east, true)),
    ...(filter.area_id ? { area_id: filter.area_id } : {}),
    ...(filter.zone_id ? { zone_id: filter.zone_id } : {}),
    types: filter.types,
  };
  return useEndpointQuery(
    partnerApi.mapSalesNetwork,
    { body: body ?? { min_lat: 0, max_lat: 0, min_lng: 0, max_lng: 0 } },
    { enabled: body !== undefined, placeholderData: keepPreviousData },
  );
}

export interface RadiusSearch {
  lat: number;
  lng: number;
  radius: number;
  exclude_id?: number;
  page: number;
  page_size: number;
}

export function usePlacesWithinRadius(search: RadiusSearch | undefined) {
  return useEndpointQuery(
    partnerApi.placesWithinRadiusPaginate,
    { body: search ?? { lat: 0, lng: 0, radius: 1, page: 1, page_size: 20 } },
    { enabled: search !== undefined, placeholderData: keepPreviousData },
  );
}

export function useMonthlyCreated(year: number) {
  return useEndpointQuery(partnerApi.chartSystemActiveMonthly, { body: { year } });
}

export function useStoreSpeed(range: { from: string; to: string; unit: 'day' | 'week' }) {
  return useEndpointQuery(partnerApi.storeCreatingSpeed, { body: range });
}

export function useTransfer() {
  return useEndpointMutation(partnerApi.transferNvtt, {
    invalidates: [partnerApi],
    input: (body: {
      from_distributor_id: number;
      to_distributor_id: number;
      nvtt_ids?: number[];
      dry_run: boolean;
    }) => ({
      body,
    }),
  });
}
