import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  districtIdParam,
  districtSchema,
  legacyWardParam,
  provinceIdParam,
  provinceQuery,
  provinceSchema,
  subdivisionParam,
  wardMappingSchema,
  wardSchema,
} from './geography.schemas.js';

const tags = ['geography'] as const;

/**
 * Vietnam's administrative units, under the `geography` service prefix (docs/geography.md).
 * Public reference data (no sign-in: the partner registration form needs it too); answers carry
 * Cache-Control + ETag.
 */
export const geographyApi = {
  provinces: defineEndpoint({
    method: 'GET',
    path: '/geography/api/province',
    summary: 'Provinces: the 34 current ones (since 2025-07-01), or the 63 pre-2025 ones with ?legacy=1',
    tags,
    public: true,
    query: provinceQuery,
    response: z.array(provinceSchema),
  }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/geography/api/province/:id/district',
    summary: 'Pre-2025 districts of a pre-2025 province',
    tags,
    public: true,
    params: provinceIdParam,
    response: z.array(districtSchema),
  }),
  districtWards: defineEndpoint({
    method: 'GET',
    path: '/geography/api/district/:id/ward',
    summary: 'Pre-2025 wards of a pre-2025 district',
    tags,
    public: true,
    params: districtIdParam,
    response: z.array(wardSchema),
  }),
  subdivisions: defineEndpoint({
    method: 'GET',
    path: '/geography/api/subdivisions/province/:code',
    summary: 'Current (2025) wards of a current province',
    tags,
    public: true,
    params: subdivisionParam,
    response: z.array(wardSchema),
  }),
  wardMapping: defineEndpoint({
    method: 'GET',
    path: '/geography/api/ward_mapping/:legacy_ward_code',
    summary: 'The current ward(s) of a pre-2025 ward',
    tags,
    public: true,
    params: legacyWardParam,
    response: wardMappingSchema,
  }),
};
