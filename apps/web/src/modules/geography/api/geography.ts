import { useQuery } from '@tanstack/react-query';
import { geographyApi } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

/** Administrative units never change while the app runs: fetched once, kept for the session. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;
const key = ['geography'] as const;
/** Lists only: anything else (a misconfigured proxy, a stub) reads as an empty list. */
function asList<T>(data: T[]): T[] {
  return Array.isArray(data) ? data : [];
}

/** The 34 current provinces, or the 63 pre-2025 ones with `legacy`. */
export function useProvinces(legacy = false) {
  return useQuery({
    queryKey: [...key, 'provinces', legacy ? 'legacy' : 'current'],
    queryFn: ({ signal }) =>
      callEndpoint(geographyApi.provinces, { query: legacy ? { legacy: true } : {}, signal }),
    select: asList,
    ...forever,
  });
}

/** Current (2025) wards of a current province. */
export function useCurrentWards(provinceCode: string | null | undefined) {
  return useQuery({
    queryKey: [...key, 'subdivisions', provinceCode],
    queryFn: ({ signal }) =>
      callEndpoint(geographyApi.subdivisions, { params: { code: provinceCode! }, signal }),
    enabled: Boolean(provinceCode),
    select: asList,
    ...forever,
  });
}

/** Pre-2025 districts of a pre-2025 province. */
export function useLegacyDistricts(provinceCode: string | null | undefined) {
  return useQuery({
    queryKey: [...key, 'districts', provinceCode],
    queryFn: ({ signal }) => callEndpoint(geographyApi.districts, { params: { id: provinceCode! }, signal }),
    enabled: Boolean(provinceCode),
    select: asList,
    ...forever,
  });
}

/** Pre-2025 wards of a pre-2025 district. */
export function useLegacyWards(districtCode: string | null | undefined) {
  return useQuery({
    queryKey: [...key, 'district-wards', districtCode],
    queryFn: ({ signal }) =>
      callEndpoint(geographyApi.districtWards, { params: { id: districtCode! }, signal }),
    enabled: Boolean(districtCode),
    select: asList,
    ...forever,
  });
}

/** Where a pre-2025 ward is now; a 404 (no known mapping) resolves to null. */
export function useWardMapping(legacyWardCode: string | null | undefined) {
  return useQuery({
    queryKey: [...key, 'ward-mapping', legacyWardCode],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(geographyApi.wardMapping, {
          params: { legacy_ward_code: legacyWardCode! },
          signal,
        });
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(legacyWardCode),
    ...forever,
  });
}
