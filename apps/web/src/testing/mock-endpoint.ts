import type { Endpoint } from '@kenh/contract';
import type { MockResponse, RecordedRequest } from './fetch-mock';

/**
 * What a mock answers: a contract endpoint, or a binary route the contract names by method and
 * path (a file download, an export).
 */
export type EndpointAddress = Pick<Endpoint, 'method' | 'path'>;

/** A recorded request to a mocked endpoint, with its path parameters (as sent, decoded). */
export interface EndpointRequest extends RecordedRequest {
  params: Record<string, string>;
}

export type EndpointHandler =
  MockResponse | ((request: EndpointRequest) => MockResponse | Promise<MockResponse>);

export interface EndpointMock {
  endpoint: EndpointAddress;
  handler: EndpointHandler;
}

/** `/x/:id/:kind?` → a pattern capturing each parameter by name (an optional one may be left out). */
function patternOf(path: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escape(segment)}`;
      return param[2] ? `(?:/(?<${param[1]}>[^/]+))?` : `/(?<${param[1]}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The path parameters when `method` and `path` are a call of `endpoint`; undefined otherwise. */
export function matchEndpoint(
  endpoint: EndpointAddress,
  method: string,
  path: string,
): Record<string, string> | undefined {
  if (endpoint.method !== method) return undefined;
  const match = patternOf(endpoint.path).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, decodeURIComponent(value)]],
    ),
  );
}

/** The number of path parameters: a literal path wins over a parameter in the same place. */
const paramCount = (endpoint: EndpointAddress) =>
  endpoint.path.split('/').filter((s) => s.startsWith(':')).length;

/**
 * The mock that answers a request: of those matching it, the one with the fewest path parameters,
 * and of equals the last given (so defaults can be followed by a test's own answers).
 */
export function findMock(
  mocks: readonly EndpointMock[],
  method: string,
  path: string,
): { mock: EndpointMock; params: Record<string, string> } | undefined {
  let found: { mock: EndpointMock; params: Record<string, string> } | undefined;
  for (const mock of mocks) {
    const params = matchEndpoint(mock.endpoint, method, path);
    if (!params) continue;
    if (!found || paramCount(mock.endpoint) <= paramCount(found.mock.endpoint)) found = { mock, params };
  }
  return found;
}

/**
 * A contract endpoint's fake answer for `mockFetch([...])`: a fixed response (`ok(data)`,
 * `fail(status, message)`) or a handler that gets the request with its path parameters —
 * `mockEndpoint(locateApi.deleteArea, (r) => ok({ id: Number(r.params.id) }))`.
 */
export function mockEndpoint(endpoint: EndpointAddress, handler: EndpointHandler): EndpointMock {
  return { endpoint, handler };
}
