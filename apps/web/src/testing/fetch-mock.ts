import { vi } from 'vitest';
import {
  findMock,
  matchEndpoint,
  type EndpointAddress,
  type EndpointHandler,
  type EndpointMock,
  type EndpointRequest,
} from './mock-endpoint';

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

type Fallback = (request: RecordedRequest) => MockResponse | Promise<MockResponse>;

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

const answer = (handler: EndpointHandler, request: EndpointRequest) =>
  typeof handler === 'function' ? handler(request) : handler;

/**
 * Stubs `fetch` (the network boundary): each request goes to the `mockEndpoint(api.x, handler)`
 * that matches its method and path (path parameters included); anything else goes to `fallback`
 * (default: 404). Every request is recorded in order; `calls(api.x, params?)` lists one endpoint's.
 */
export function mockFetch(routes: readonly EndpointMock[], { fallback }: { fallback?: Fallback } = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = endpointFetch(routes, fallback, requests);
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The requests whose method and path fit `endpoint` (and these path parameters, when given), in order. */
    calls: (endpoint: EndpointAddress, params?: Record<string, string | number>) =>
      requests.filter((r) => {
        const sent = matchEndpoint(endpoint, r.method, r.path);
        return (
          sent !== undefined &&
          Object.entries(params ?? {}).every(([name, value]) => sent[name] === String(value))
        );
      }),
  };
}

/**
 * Beneath every test's stub, for the whole worker: `fetch` answers 404 without the network. A request
 * that outlives its test's mocks (a query refetching while the page unmounts, after the test restored
 * its globals) would otherwise go out through happy-dom's own fetch to localhost:3000 — "socket hang
 * up" in the output once the worker drops the socket.
 */
export function installOfflineFetch(): void {
  globalThis.fetch = () => Promise.resolve(responseOf(fail(404, 'not found')));
}

const responseOf = (mock: MockResponse) =>
  new Response(JSON.stringify(mock.body), {
    status: mock.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });

function endpointFetch(
  routes: readonly EndpointMock[],
  fallback: Fallback | undefined,
  requests: RecordedRequest[],
) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
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
    const found = findMock(routes, method, url.pathname);
    const response = found
      ? await answer(found.mock.handler, { ...request, params: found.params })
      : fallback
        ? await fallback(request)
        : fail(404, 'not found');
    return responseOf(response);
  });
}
