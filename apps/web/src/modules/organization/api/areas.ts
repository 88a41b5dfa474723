import { locateApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { usePermission } from '../../../platform/session';

/**
 * Areas (vùng, inactive ones too) for the office pages; the same cached answer as the locate
 * module's dropdown. Asked only with the `area` permission: without it the server answers 403,
 * which the API client takes for a lapsed session and signs the user out.
 */
export function useAreaOptions() {
  const canRead = usePermission('area');
  const areas = useEndpointQuery(
    locateApi.locateDropdown,
    { query: { include_inactive: true } },
    { enabled: canRead, staleTime: 5 * 60_000 },
  );
  return { canRead, options: areas.data ?? [] };
}
