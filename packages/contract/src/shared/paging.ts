import { z } from 'zod';
import { id } from './scalars.js';

export const MAX_PAGE_SIZE = 200;

/** Paging numbers may arrive as strings ("0", "10"): both are accepted. Pages start at 0. */
export const pagingFields = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/**
 * Keyset continuation for deep pages: the id of the last row already shown. The page then starts
 * right after that row at any depth (`page` is ignored), instead of skipping `page × page_size` rows.
 */
export const keysetFields = { after: id.optional() };

export const pagingQuery = z.object(pagingFields);
export type Paging = z.infer<typeof pagingQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    total: z.number().int(),
    /** True when more rows match than were counted (`total` is then a lower bound, e.g. "10 000+"). */
    total_capped: z.boolean().optional(),
  });
}

export interface Page<T> {
  results: T[];
  total: number;
  total_capped?: boolean;
}
