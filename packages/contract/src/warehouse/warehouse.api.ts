import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  warehouseDeactivateBody,
  warehouseDropdownQuery,
  warehouseFields,
  warehouseListQuery,
  warehouseOptionSchema,
  warehouseSchema,
  warehouseSettingsBody,
  warehouseSettingsSchema,
  warehouseStatusBody,
} from './warehouse.schemas.js';

const tags = ['warehouse'] as const;
const base = '/warehouse/api';

/** Warehouses, under the `warehouse/api` area the catalogue names; docs/warehouse.md. */
export const warehouseApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/warehouses`,
    summary: 'Warehouses with their stock value and near-expiry lots (data scope applies)',
    tags,
    permission: 'warehouse',
    query: warehouseListQuery,
    response: pageOf(warehouseSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/warehouses`,
    summary: 'Create a warehouse (central, or a distributor’s) in an area of the caller’s scope',
    tags,
    permission: 'warehouse.manage',
    body: warehouseFields,
    response: warehouseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/warehouse/:id`,
    summary: 'One warehouse',
    tags,
    permission: 'warehouse',
    params: idParam,
    response: warehouseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/v2/warehouse/:id/update`,
    summary: 'Update a warehouse',
    tags,
    permission: 'warehouse.manage',
    params: idParam,
    body: warehouseFields,
    response: warehouseSchema,
  }),
  status: defineEndpoint({
    method: 'POST',
    path: `${base}/warehouse/:id/status`,
    summary: 'Stop or reopen one warehouse',
    tags,
    permission: 'warehouse.manage',
    params: idParam,
    body: warehouseStatusBody,
    response: warehouseSchema,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: `${base}/warehouses_deactive`,
    summary: 'Stop (or reopen, `active: true`) many warehouses',
    tags,
    permission: 'warehouse.manage',
    body: warehouseDeactivateBody,
    response: z.object({ changed: z.number().int() }),
  }),
  dropdown: defineEndpoint({
    method: 'GET',
    path: `${base}/warehouse_dropdown`,
    summary: 'Active warehouses the caller may see, for pickers (also the shipment form’s)',
    tags,
    permission: ['warehouse', 'shipmentstransport'],
    query: warehouseDropdownQuery,
    response: z.array(warehouseOptionSchema),
  }),
  dropdownV2: defineEndpoint({
    method: 'POST',
    path: `${base}/v2/warehouse_dropdown`,
    summary: 'The warehouse dropdown, filters in the body',
    tags,
    permission: 'warehouse',
    body: warehouseDropdownQuery,
    response: z.array(warehouseOptionSchema),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${base}/settings`,
    summary: 'The warehouse settings: the near-expiry window (days)',
    tags,
    permission: 'warehouse',
    response: warehouseSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: `${base}/settings`,
    summary: 'Change the near-expiry window; lots newly inside it are notified on the next pass',
    tags,
    permission: 'warehouse.manage',
    body: warehouseSettingsBody,
    response: warehouseSettingsSchema,
  }),
};
