import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  /** A multipart body, as sent. */
  form: FormData | undefined;
}

export interface MockResponse {
  status?: number;
  body: unknown;
}

type Handler = (request: RecordedRequest) => MockResponse | Promise<MockResponse>;

/** A success envelope as the server sends it. */
export const ok = (data: unknown): MockResponse => ({
  status: 200,
  body: { code: 200, message: 'OK', data },
});
/** An error envelope as the server sends it. */
export const fail = (
  status: number,
  message: string,
  errors?: { field: string; message: string }[],
): MockResponse => ({ status, body: { code: status, message, ...(errors ? { errors } : {}) } });

/**
 * Stubs `fetch` (the network boundary): `routes` maps `METHOD /path` to a handler; anything else
 * goes to `fallback` (default: 404). Every request is recorded in order.
 */
export function mockFetch(
  routes: Record<string, Handler | MockResponse>,
  { fallback }: { fallback?: Handler } = {},
) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof Request ? input.url : input.href;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      form: init.body instanceof FormData ? init.body : undefined,
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const response = route
      ? typeof route === 'function'
        ? await route(request)
        : route
      : fallback
        ? await fallback(request)
        : fail(404, 'not found');
    return new Response(JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
