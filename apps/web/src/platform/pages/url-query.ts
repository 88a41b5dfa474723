import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A list endpoint's query schema: an object of optional or defaulted fields (filters, paging, sort). */
export type ListQuerySchema = z.ZodObject<Record<string, z.ZodType>>;

/** What a page may write into the address: one value, or several for a multi-value filter. */
export type UrlValue = string | number | boolean | null | undefined | readonly (string | number)[];

function isArrayField(field: z.ZodType): boolean {
  return field.safeParse([]).success && !field.safeParse('x').success;
}

/**
 * Reads the address with the endpoint's own query schema: each field is parsed on its own, so one
 * bad value (`?page=abc`, an unknown region) falls back to its default instead of failing the list.
 */
export function parseUrlQuery<S extends ListQuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const clean: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = isArrayField(field) ? params.getAll(key) : params.get(key);
    if (raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
    if (field.safeParse(raw).success) clean[key] = raw;
  }
  const parsed = schema.safeParse(clean);
  return parsed.success ? parsed.data : schema.parse({});
}

/** The fields whose default the address leaves out (`page=0`, `page_size=20`). */
function defaultOf(schema: ListQuerySchema, key: string): unknown {
  const field = schema.shape[key];
  const parsed = field?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

export interface UrlQuery<Q> {
  /** The parsed query, ready for the endpoint. */
  query: Q;
  /** Changes some fields (by the query's field names); any change but paging goes back to page one. */
  set: (patch: Readonly<Record<string, UrlValue>>) => void;
  /** Drops every filter (back to the bare list). */
  reset: () => void;
}

/**
 * Filters, sort and paging kept in the address (`?search=&region=&page=2`), so a list can be shared,
 * reloaded and walked back with the browser's back button.
 */
export function useUrlQuery<S extends ListQuerySchema>(schema: S): UrlQuery<z.output<S>> {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseUrlQuery(schema, params), [schema, params]);
  const set = useCallback(
    (patch: Readonly<Record<string, UrlValue>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          next.delete(key);
          if (value === null || value === undefined || value === '') continue;
          if (Array.isArray(value)) {
            for (const item of value) next.append(key, String(item));
          } else if (value !== defaultOf(schema, key)) {
            next.set(key, String(value));
          }
        }
        return next;
      });
    },
    [schema, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { query, set, reset };
}

/** The query without its paging: "the current filter", e.g. for an Excel export of the whole list. */
export function filterOf<Q extends { page: number; page_size: number }>(
  query: Q,
): Omit<Q, 'page' | 'page_size'> {
  const filter: Omit<Q, 'page' | 'page_size'> & Partial<Pick<Q, 'page' | 'page_size'>> = { ...query };
  delete filter.page;
  delete filter.page_size;
  return filter;
}
