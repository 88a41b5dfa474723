import { keepPreviousData } from '@tanstack/react-query';
import {
  orderApi,
  stockApi,
  transportApi,
  warehouseApi,
  type ShipmentActionInput,
  type ShipmentInput,
  type ShipmentListQuery,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/**
 * A shipment's step moves its orders (delivered, returned) and, on a return, the stock: the
 * module's lists and details, the orders and the stock pages are all stale after a write.
 */
const invalidates = [transportApi, orderApi, stockApi];

export function useShipmentList(body: Partial<ShipmentListQuery>) {
  return useEndpointQuery(transportApi.listTransport, { body }, { placeholderData: keepPreviousData });
}

export function useShipment(id: number | undefined) {
  return useEndpointQuery(
    transportApi.getTransport,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
}

/** The goods issues of a warehouse waiting for a shipment; idle until a warehouse is chosen. */
export function useShipmentCandidates(warehouseId: number | null) {
  return useEndpointQuery(
    transportApi.shipmentCandidates,
    { query: { warehouse_id: warehouseId ?? 0 } },
    { enabled: warehouseId !== null },
  );
}

/** Active warehouses for the pickers. The call needs `warehouse`: without it the hook stays idle. */
export function useWarehouseOptions() {
  return useEndpointQuery(warehouseApi.dropdown, { query: {} }, { staleTime: 60_000 });
}

/** Drivers who may take the road (active, licence valid today). */
export function useDriverOptions() {
  return useEndpointQuery(transportApi.allDriver, undefined, { staleTime: 60_000 });
}

/** Vehicles that may take the road (active, inspection valid), with their payload. */
export function useVehicleOptions() {
  return useEndpointQuery(transportApi.allVehicle, undefined, { staleTime: 60_000 });
}

export function useCreateShipment() {
  return useEndpointMutation(transportApi.createTransport, {
    invalidates,
    input: (body: ShipmentInput) => ({ body }),
  });
}

/** depart, deliver, return or cancel, with the version the user saw (a stale one answers 409). */
export function useShipmentAction(id: number) {
  return useEndpointMutation(transportApi.actionTransport, {
    invalidates,
    input: (body: ShipmentActionInput) => ({ params: { id }, body }),
  });
}
