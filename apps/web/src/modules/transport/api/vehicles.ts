import { keepPreviousData } from '@tanstack/react-query';
import { transportApi, type VehicleInput, type VehicleListBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Every write empties the module's lists and details. */
const invalidates = [transportApi];

export function useVehicleList(body: Partial<VehicleListBody>) {
  return useEndpointQuery(transportApi.listVehicle, { body }, { placeholderData: keepPreviousData });
}

export function useVehicle(id: number | undefined) {
  return useEndpointQuery(
    transportApi.getVehicle,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
}

export function useCreateVehicle() {
  return useEndpointMutation(transportApi.createVehicle, {
    invalidates,
    input: (body: VehicleInput) => ({ body }),
  });
}

export function useUpdateVehicle(id: number) {
  return useEndpointMutation(transportApi.updateVehicle, {
    invalidates,
    input: (body: VehicleInput) => ({ params: { id }, body }),
  });
}

export function useDeleteVehicle() {
  return useEndpointMutation(transportApi.deleteVehicle, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
