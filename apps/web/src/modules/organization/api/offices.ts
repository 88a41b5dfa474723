import { keepPreviousData } from '@tanstack/react-query';
import { organizationApi as api, type OfficeBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery, type EndpointInput } from '../../../platform/api';

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
  return useEndpointQuery(api.officeDropdown, { query: {} }, { staleTime: 5 * 60_000 });
}

export function useCreateOffice() {
  return useEndpointMutation(api.createOffice, { invalidates, input: (body: OfficeBody) => ({ body }) });
}

export function useUpdateOffice(id: number) {
  return useEndpointMutation(api.updateOffice, {
    invalidates,
    input: (body: OfficeBody) => ({ params: { id }, body }),
  });
}

export function useDeleteOffice() {
  return useEndpointMutation(api.deleteOffice, { invalidates, input: (id: number) => ({ params: { id } }) });
}
