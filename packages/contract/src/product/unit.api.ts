import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { pageOf } from '../shared/paging.js';
import { idParam } from '../shared/scalars.js';
import { unitFields, unitListQuery, unitOptionSchema, unitSchema } from './unit.schemas.js';

const tags = ['product'] as const;
/** A product picker needs units with only `product`. */
const READ = ['unitproduct', 'product'] as const;
const MANAGE = 'unitproduct.manage' as const;

/** Units and their conversions (docs/product.md). */
export const unitEndpoints = {
  unitOptions: defineEndpoint({
    method: 'GET',
    path: '/product/api/units',
    summary: 'Every active unit with its conversions, for pickers',
    tags,
    permission: READ,
    response: z.array(unitOptionSchema),
  }),
  unitList: defineEndpoint({
    method: 'GET',
    path: '/product/api/v2/unit',
    summary: 'List units (search ignores diacritics)',
    tags,
    permission: READ,
    query: unitListQuery,
    response: pageOf(unitSchema),
  }),
  unitGet: defineEndpoint({
    method: 'GET',
    path: '/product/api/v2/unit/:id',
    summary: 'One unit with its conversions',
    tags,
    permission: READ,
    params: idParam,
    response: unitSchema,
  }),
  unitCreate: defineEndpoint({
    method: 'POST',
    path: '/product/api/v2/unit',
    summary: 'Create a unit; its conversions may not form a cycle',
    tags,
    permission: MANAGE,
    body: unitFields,
    response: unitSchema,
  }),
  unitUpdate: defineEndpoint({
    method: 'PUT',
    path: '/product/api/v2/unit/:id',
    summary: 'Update a unit and replace its conversions (no cycle)',
    tags,
    permission: MANAGE,
    params: idParam,
    body: unitFields,
    response: unitSchema,
  }),
  unitDelete: defineEndpoint({
    method: 'DELETE',
    path: '/product/api/v2/unit/:id',
    summary: 'Delete a unit no variant and no conversion uses (409 otherwise)',
    tags,
    permission: MANAGE,
    params: idParam,
    response: z.object({}),
  }),
};
