import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  warehouseFields,
  warehouseListQuery,
  warehouseSchema,
  warehouseStatusBody,
} from './warehouse.schemas.js';

const tags = ['warehouse'] as const;
const base = '/warehouse/api/warehouse';

/** Warehouse records, under the `warehouse` service prefix; docs/warehouse.md. */
export const warehouseApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/all`,
    summary: 'List warehouse records (search ignores diacritics; data scope applies)',
    tags,
    permission: 'warehouse',
    query: warehouseListQuery,
    response: pageOf(warehouseSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/:id`,
    summary: 'One warehouse record',
    tags,
    permission: 'warehouse',
    params: idParam,
    response: warehouseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/create`,
    summary: 'Create a warehouse record (as a draft) in an area of the caller’s scope',
    tags,
    permission: 'warehouse.manage',
    body: warehouseFields,
    response: warehouseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Update a warehouse record',
    tags,
    permission: 'warehouse.manage',
    params: idParam,
    body: warehouseFields,
    response: warehouseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Delete a warehouse record',
    tags,
    permission: 'warehouse.manage',
    params: idParam,
    response: z.object({}),
  }),
  status: defineEndpoint({
    method: 'POST',
    path: `${base}/:id/status`,
    summary: 'Run a status action (activate, archive, reopen) the status machine allows',
    tags,
    permission: 'warehouse.manage',
    params: idParam,
    body: warehouseStatusBody,
    response: warehouseSchema,
  }),
};
