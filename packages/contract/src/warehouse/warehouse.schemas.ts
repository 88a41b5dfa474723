import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, requiredText, text } from '../shared/scalars.js';
import { warehouseActions, warehouseStatuses } from './warehouse.status.js';

const status = z.enum(warehouseStatuses, { message: 'validation.select_required' });

/** One warehouse as every endpoint answers it. */
export const warehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The area (locate module) the record belongs to: data scope follows it. */
  area_id: z.number().int(),
  area_name: z.string(),
  note: z.string().nullable(),
  status,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  area_id: id.optional(),
  status: status.optional(),
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuery>;

/** What create and update take; a new record starts as a draft (status changes go through `status`). */
export const warehouseFields = z.object({
  name: requiredText(150),
  area_id: id,
  note: optionalText(1000),
});
export type WarehouseFields = z.input<typeof warehouseFields>;

export const warehouseStatusBody = z.object({
  action: z.enum(warehouseActions, { message: 'validation.select_required' }),
});
