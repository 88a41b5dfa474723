/** A value a query string can carry; lists repeat the key (`?id=1&id=2`). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * `/account/api/x/:id` + `{ id: 5 }` + `{ page: 0 }` → `/account/api/x/5?page=0`: the one way the web
 * client and the server tests turn an endpoint's path and input into a URL. A missing required path
 * parameter throws; an optional one (`:id?`) is left out; `null`/`undefined` query values are
 * skipped.
 */
export function endpointUrl(path: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, string | number | null | undefined>;
  const filled = path.replace(/:(\w+)(\?)?/g, (_match, name: string, optional: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return `${filled.replace(/\/+$/, '') || '/'}${qs ? `?${qs}` : ''}`;
}
