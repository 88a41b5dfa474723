import { keepPreviousData } from '@tanstack/react-query';
import {
  transportApi,
  transportFields,
  type TransportAction,
  type TransportFields,
  type TransportListQuery,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Every write empties the module's lists and details. */
const invalidates = [transportApi];

export function useTransportList(query: Partial<TransportListQuery>) {
  return useEndpointQuery(transportApi.list, { query }, { placeholderData: keepPreviousData });
}

export function useTransport(id: number | undefined) {
  return useEndpointQuery(transportApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateTransport() {
  return useEndpointMutation(transportApi.create, {
    invalidates,
    input: (fields: TransportFields) => ({ body: transportFields.parse(fields) }),
  });
}

export function useUpdateTransport(id: number) {
  return useEndpointMutation(transportApi.update, {
    invalidates,
    input: (fields: TransportFields) => ({ params: { id }, body: transportFields.parse(fields) }),
  });
}

export function useDeleteTransport() {
  return useEndpointMutation(transportApi.delete, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

export function useChangeTransportStatus(id: number) {
  return useEndpointMutation(transportApi.status, {
    invalidates,
    input: (action: TransportAction) => ({ params: { id }, body: { action } }),
  });
}
