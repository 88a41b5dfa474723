import { keepPreviousData } from '@tanstack/react-query';
import { organizationApi as api, type PositionBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery, type EndpointInput } from '../../../platform/api';

export type PositionListQuery = NonNullable<EndpointInput<typeof api.listPositions>['query']>;

/** Positions' lists, details, dropdown and next code (the dropdown is emptied after every change, spec data-access §4). */
const invalidates = [api.listPositions, api.getPosition, api.positionDropdown, api.positionNextCode];

export function usePositions(query: PositionListQuery) {
  return useEndpointQuery(api.listPositions, { query }, { placeholderData: keepPreviousData });
}

export function usePosition(id: number | undefined) {
  return useEndpointQuery(api.getPosition, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function usePositionNextCode(enabled = true) {
  return useEndpointQuery(api.positionNextCode, undefined, { enabled });
}

/** Active positions as select options; cached until a position changes. */
export function usePositionOptions() {
  return useEndpointQuery(api.positionDropdown, { query: {} }, { staleTime: 5 * 60_000 });
}

export function useCreatePosition() {
  return useEndpointMutation(api.createPosition, { invalidates, input: (body: PositionBody) => ({ body }) });
}

export function useUpdatePosition(id: number) {
  return useEndpointMutation(api.updatePosition, {
    invalidates,
    input: (body: PositionBody) => ({ params: { id }, body }),
  });
}

export function useDeletePosition() {
  return useEndpointMutation(api.deletePosition, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
