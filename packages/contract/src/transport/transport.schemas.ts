import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { id, isoDateTime, optionalText, requiredText, text } from '../shared/scalars.js';
import { transportActions, transportStatuses } from './transport.status.js';

const status = z.enum(transportStatuses, { message: 'validation.select_required' });

/** One transport as every endpoint answers it. */
export const transportSchema = z.object({
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
export type Transport = z.infer<typeof transportSchema>;

export const transportListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  area_id: id.optional(),
  status: status.optional(),
});
export type TransportListQuery = z.infer<typeof transportListQuery>;

/** What create and update take; a new record starts as a draft (status changes go through `status`). */
export const transportFields = z.object({
  name: requiredText(150),
  area_id: id,
  note: optionalText(1000),
});
export type TransportFields = z.input<typeof transportFields>;

export const transportStatusBody = z.object({
  action: z.enum(transportActions, { message: 'validation.select_required' }),
});
