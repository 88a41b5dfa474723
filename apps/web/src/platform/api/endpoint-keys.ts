import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint, HttpMethod } from '@kenh/contract';
import type { Locale } from '../i18n/language';

/**
 * The query key of an endpoint's answer: path and method first, so one endpoint's queries share a
 * prefix; then the input; then the language, because the server answers in it (names of master
 * data, messages).
 */
export type EndpointKey = readonly [path: string, method: HttpMethod, input: unknown, language: Locale];

export function endpointKey(endpoint: Endpoint, input: unknown, language: Locale): EndpointKey {
  return [endpoint.path, endpoint.method, input ?? {}, language];
}

/** What a write makes stale: one endpoint, or a module's whole API object (`staffApi`). */
export type InvalidationTarget = Endpoint | Readonly<Record<string, Endpoint>>;

function isEndpoint(target: InvalidationTarget): target is Endpoint {
  return typeof target.path === 'string' && typeof target.method === 'string';
}

const signature = (path: unknown, method: unknown) => `${String(method)} ${String(path)}`;

/** Marks every cached answer of the targets stale; the ones on screen refetch at once. */
export function invalidateEndpoints(
  queryClient: QueryClient,
  targets: readonly InvalidationTarget[],
): Promise<void> {
  const endpoints = targets.flatMap((target) => (isEndpoint(target) ? [target] : Object.values(target)));
  const stale = new Set(endpoints.map((endpoint) => signature(endpoint.path, endpoint.method)));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => stale.has(signature(queryKey[0], queryKey[1])),
  });
}
