import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import { driverFields, driverListBody, driverOptionSchema, driverSchema } from './driver.schemas.js';
import {
  transportOrderCodeParam,
  transportOrderDetailSchema,
  transportOrderListQuery,
  transportOrderSchema,
} from './logistics.schemas.js';
import {
  shipmentActionBody,
  shipmentCandidateQuery,
  shipmentCandidateSchema,
  shipmentDetailSchema,
  shipmentFields,
  shipmentListBody,
  shipmentSchema,
} from './shipment.schemas.js';
import { vehicleFields, vehicleListBody, vehicleOptionSchema, vehicleSchema } from './vehicle.schemas.js';

const tags = ['transport'] as const;
const base = '/transport/api';
const vehicle = `${base}/vehicle`;
const empty = z.object({});

/**
 * Drivers, vehicles and the logistics partner's transport orders, under the `transport` service
 * prefix (docs/transport.md). Driver calls keep the catalogue's names; vehicle calls, whose catalogue
 * names (`create`, `list`…) would collide with the drivers', live under `/transport/api/vehicle/`.
 */
export const transportApi = {
  createDriver: defineEndpoint({
    method: 'POST',
    path: `${base}/create_driver`,
    summary: 'Create a driver (phone and licence number unique)',
    tags,
    permission: 'drivertransport',
    body: driverFields,
    response: driverSchema,
  }),
  listDriver: defineEndpoint({
    method: 'POST',
    path: `${base}/list_driver`,
    summary: 'List drivers: search (name, phone, licence; ignores diacritics), status, class, licence state',
    tags,
    permission: 'drivertransport',
    body: driverListBody,
    response: pageOf(driverSchema),
  }),
  updateDriver: defineEndpoint({
    method: 'POST',
    path: `${base}/update_driver/:id`,
    summary: 'Update a driver',
    tags,
    permission: 'drivertransport',
    params: idParam,
    body: driverFields,
    response: driverSchema,
  }),
  deleteDriver: defineEndpoint({
    method: 'POST',
    path: `${base}/delete_driver/:id`,
    summary: 'Delete a driver',
    tags,
    permission: 'drivertransport',
    params: idParam,
    response: empty,
  }),
  getDriver: defineEndpoint({
    method: 'GET',
    path: `${base}/driver/:id`,
    summary: 'One driver',
    tags,
    permission: 'drivertransport',
    params: idParam,
    response: driverSchema,
  }),
  allDriver: defineEndpoint({
    method: 'GET',
    path: `${base}/all_driver`,
    summary: 'Active drivers with a valid licence, for pickers',
    tags,
    permission: ['drivertransport', 'shipmentstransport'],
    response: z.array(driverOptionSchema),
  }),

  createVehicle: defineEndpoint({
    method: 'POST',
    path: `${vehicle}/create`,
    summary: 'Create a vehicle (plate normalised and unique)',
    tags,
    permission: 'vehicletransport',
    body: vehicleFields,
    response: vehicleSchema,
  }),
  listVehicle: defineEndpoint({
    method: 'POST',
    path: `${vehicle}/list`,
    summary: 'List vehicles: plate search, type, status, inspection state',
    tags,
    permission: 'vehicletransport',
    body: vehicleListBody,
    response: pageOf(vehicleSchema),
  }),
  updateVehicle: defineEndpoint({
    method: 'POST',
    path: `${vehicle}/update/:id`,
    summary: 'Update a vehicle',
    tags,
    permission: 'vehicletransport',
    params: idParam,
    body: vehicleFields,
    response: vehicleSchema,
  }),
  deleteVehicle: defineEndpoint({
    method: 'POST',
    path: `${vehicle}/delete/:id`,
    summary: 'Delete a vehicle',
    tags,
    permission: 'vehicletransport',
    params: idParam,
    response: empty,
  }),
  allVehicle: defineEndpoint({
    method: 'GET',
    path: `${vehicle}/all_vehicle`,
    summary: 'Active vehicles with a valid inspection, with their payload, for pickers',
    tags,
    permission: ['vehicletransport', 'shipmentstransport'],
    response: z.array(vehicleOptionSchema),
  }),
  getVehicle: defineEndpoint({
    method: 'GET',
    path: `${vehicle}/:id`,
    summary: 'One vehicle',
    tags,
    permission: 'vehicletransport',
    params: idParam,
    response: vehicleSchema,
  }),

  createTransport: defineEndpoint({
    method: 'POST',
    path: `${base}/create_transport`,
    summary:
      'Create a shipment: goods issues of shipped orders, a driver, a vehicle, the load checked against its payload',
    tags,
    permission: 'shipmentstransport',
    body: shipmentFields,
    response: shipmentDetailSchema,
  }),
  actionTransport: defineEndpoint({
    method: 'POST',
    path: `${base}/action_transport/:id`,
    summary:
      'Move a shipment on: depart, deliver or return stops (the orders follow), cancel before it leaves',
    tags,
    permission: 'shipmentstransport',
    params: idParam,
    body: shipmentActionBody,
    response: shipmentDetailSchema,
  }),
  getTransport: defineEndpoint({
    method: 'GET',
    path: `${base}/transport/:id`,
    summary: 'One shipment with its stops',
    tags,
    permission: 'shipmentstransport',
    params: idParam,
    response: shipmentDetailSchema,
  }),
  listTransport: defineEndpoint({
    method: 'POST',
    path: `${base}/list_transport`,
    summary: 'List shipments: search (code, plate, driver), status, warehouse, driver, vehicle, planned days',
    tags,
    permission: ['shipmentstransport', 'drivertransport'],
    body: shipmentListBody,
    response: pageOf(shipmentSchema),
  }),
  shipmentCandidates: defineEndpoint({
    method: 'GET',
    path: `${base}/shipment_candidates`,
    summary: 'Goods issues of one warehouse whose orders shipped and that no live shipment carries yet',
    tags,
    permission: 'shipmentstransport',
    query: shipmentCandidateQuery,
    response: z.array(shipmentCandidateSchema),
  }),

  transportOrders: defineEndpoint({
    method: 'GET',
    path: `${base}/transport_orders`,
    summary:
      'The logistics partner’s transport orders, read live from the partner (`configured: false` and no rows when no connection is set up)',
    tags,
    permission: 'shipmentstransport',
    query: transportOrderListQuery,
    // Not configured is a state of the installation, not a failed call: screens say so without an error.
    response: pageOf(transportOrderSchema).extend({ configured: z.boolean() }),
  }),
  transportOrder: defineEndpoint({
    method: 'GET',
    path: `${base}/transport_orders/:code`,
    summary: 'One transport order with its tracking history, read live from the partner',
    tags,
    permission: 'shipmentstransport',
    params: transportOrderCodeParam,
    response: transportOrderDetailSchema,
  }),
};
