import { z } from 'zod';

/** `out`: what the company sells; `in`: what it buys in (docs/product.md). */
export const PRODUCT_DIRECTIONS = ['out', 'in'] as const;
export type ProductDirection = (typeof PRODUCT_DIRECTIONS)[number];
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const productDirection = z.enum(PRODUCT_DIRECTIONS, { message: 'validation.select_required' });
export const productStatus = z.enum(PRODUCT_STATUSES, { message: 'validation.select_required' });
