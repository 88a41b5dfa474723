import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import {
  transportFields,
  transportListQuery,
  transportSchema,
  transportStatusBody,
} from './transport.schemas.js';

const tags = ['transport'] as const;
const base = '/transport/api/transport';

/** Transport records, under the `transport` service prefix; docs/transport.md. */
export const transportApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/all`,
    summary: 'List transport records (search ignores diacritics; data scope applies)',
    tags,
    permission: 'transport',
    query: transportListQuery,
    response: pageOf(transportSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/:id`,
    summary: 'One transport record',
    tags,
    permission: 'transport',
    params: idParam,
    response: transportSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/create`,
    summary: 'Create a transport record (as a draft) in an area of the caller’s scope',
    tags,
    permission: 'transport.manage',
    body: transportFields,
    response: transportSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Update a transport record',
    tags,
    permission: 'transport.manage',
    params: idParam,
    body: transportFields,
    response: transportSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Delete a transport record',
    tags,
    permission: 'transport.manage',
    params: idParam,
    response: z.object({}),
  }),
  status: defineEndpoint({
    method: 'POST',
    path: `${base}/:id/status`,
    summary: 'Run a status action (activate, archive, reopen) the status machine allows',
    tags,
    permission: 'transport.manage',
    params: idParam,
    body: transportStatusBody,
    response: transportSchema,
  }),
};
