import { keepPreviousData } from '@tanstack/react-query';
import { accountApi, transportApi, type DriverInput, type DriverListBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Every write empties the module's lists and details. */
const invalidates = [transportApi];

export function useDriverList(body: Partial<DriverListBody>) {
  return useEndpointQuery(transportApi.listDriver, { body }, { placeholderData: keepPreviousData });
}

export function useDriver(id: number | undefined) {
  return useEndpointQuery(transportApi.getDriver, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

/**
 * Accounts a driver may be linked to, searched in the select. The call needs `user`: without it the
 * hook stays idle and the form shows the linked account read-only.
 */
export function useAccountOptions() {
  return useEndpointQuery(accountApi.getAccountDropdown, { query: {} }, { staleTime: 60_000 });
}

export function useCreateDriver() {
  return useEndpointMutation(transportApi.createDriver, {
    invalidates,
    input: (body: DriverInput) => ({ body }),
  });
}

export function useUpdateDriver(id: number) {
  return useEndpointMutation(transportApi.updateDriver, {
    invalidates,
    input: (body: DriverInput) => ({ params: { id }, body }),
  });
}

export function useDeleteDriver() {
  return useEndpointMutation(transportApi.deleteDriver, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
