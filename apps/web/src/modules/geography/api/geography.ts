import { geographyApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';

/** Lists only: anything else (a misconfigured proxy, a stub) reads as an empty list. */
function asList<T>(data: T[]): T[] {
  return Array.isArray(data) ? data : [];
}

/** Administrative units never change while the app runs: fetched once, kept for the session. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The 34 current provinces, or the 63 pre-2025 ones with `legacy`; not fetched while `enabled` is
 * false (a page that needs them for one kind of record only).
 */
export function useProvinces(legacy = false, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(
    geographyApi.provinces,
    { query: legacy ? { legacy: true } : {} },
    {
      ...forever,
      enabled,
      select: asList,
    },
  );
}

/** Current (2025) wards of a current province. */
export function useCurrentWards(provinceCode: string | null | undefined) {
  return useEndpointQuery(
    geographyApi.subdivisions,
    { params: { code: provinceCode ?? '' } },
    { ...forever, select: asList, enabled: Boolean(provinceCode) },
  );
}

/** Pre-2025 districts of a pre-2025 province. */
export function useLegacyDistricts(provinceCode: string | null | undefined) {
  return useEndpointQuery(
    geographyApi.districts,
    { params: { id: provinceCode ?? '' } },
    { ...forever, select: asList, enabled: Boolean(provinceCode) },
  );
}

/** Pre-2025 wards of a pre-2025 district. */
export function useLegacyWards(districtCode: string | null | undefined) {
  return useEndpointQuery(
    geographyApi.districtWards,
    { params: { id: districtCode ?? '' } },
    { ...forever, select: asList, enabled: Boolean(districtCode) },
  );
}

/** Where a pre-2025 ward is now; without a known mapping (404) there is no data. */
export function useWardMapping(legacyWardCode: string | null | undefined) {
  return useEndpointQuery(
    geographyApi.wardMapping,
    { params: { legacy_ward_code: legacyWardCode ?? '' } },
    { ...forever, enabled: Boolean(legacyWardCode) },
  );
}
