import { keepPreviousData } from '@tanstack/react-query';
import { organizationApi as api, type OfficeBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery, type EndpointInput } from '../../../platform/api';
import { asList } from './as-list';

export type OfficeListQuery = NonNullable<EndpointInput<typeof api.listOffices>['query']>;

/** Offices' lists, details, dropdown and next code (the dropdown is emptied after every change, spec data-access §4). */
const invalidates = [api.listOffices, api.getOffice, api.officeDropdown, api.officeNextCode];

export function useOffices(query: OfficeListQuery) {
  return useEndpointQuery(api.listOffices, { query }, { placeholderData: keepPreviousData });
}

export function useOffice(id: number | undefined) {
  return useEndpointQuery(api.getOffice, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useOfficeNextCode(enabled = true) {
  return useEndpointQuery(api.officeNextCode, undefined, { enabled });
}

/** Active offices as select options; cached until an office changes. */
export function useOfficeOptions() {
  return useEndpointQuery(api.officeDropdown, { query: {} }, { select: asList, staleTime: 5 * 60_000 });
}

/** Creates (no `id`) or updates an office. */
export function useSaveOffice(id?: number) {
  const create = useEndpointMutation(api.createOffice, {
    invalidates,
    input: (body: OfficeBody) => ({ body }),
  });
  const update = useEndpointMutation(api.updateOffice, {
    invalidates,
    input: (body: OfficeBody) => ({ params: { id: id ?? 0 }, body }),
  });
  return id === undefined ? create : update;
}

export function useDeleteOffice() {
  return useEndpointMutation(api.deleteOffice, { invalidates, input: (id: number) => ({ params: { id } }) });
}
