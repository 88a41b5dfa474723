import { queryOptions, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { SIGNED_IN, type Endpoint, type ResponseOf } from '@kenh/contract';
import { currentLanguage } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
import { useLocale } from '../layout/use-locale';
import { usePermissionCheck } from '../session/use-permission';
import { callEndpointWith, type EndpointInput, type InputIsOptional } from './api-client';
import { endpointKey, type EndpointKey } from './endpoint-keys';

/** An endpoint's input as a query takes it; left out when the endpoint needs none. */
export type QueryInput<E extends Endpoint> =
  InputIsOptional<E> extends true ? EndpointInput<E> | undefined : EndpointInput<E>;

/** TanStack Query's options for an endpoint's answer (`enabled`, `staleTime`, `placeholderData`, `select`…). */
export type EndpointQueryOptions<E extends Endpoint, TData = ResponseOf<E>> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, TData, EndpointKey>,
  'queryKey' | 'queryFn'
>;

function optionsFor<E extends Endpoint, TData>(
  endpoint: E,
  input: QueryInput<E>,
  language: Locale,
  options: EndpointQueryOptions<E, TData> | undefined,
) {
  return queryOptions<ResponseOf<E>, Error, TData, EndpointKey>({
    ...options,
    queryKey: endpointKey(endpoint, input, language),
    queryFn: ({ signal }) => callEndpointWith(endpoint, { ...input, signal }),
  });
}

/**
 * The query of an endpoint's answer outside React — for route loaders and prefetching
 * (`queryClient.ensureQueryData(endpointQueryOptions(api.x, input))`); same key as the hook.
 */
export function endpointQueryOptions<E extends Endpoint, TData = ResponseOf<E>>(
  endpoint: E,
  input: QueryInput<E>,
  options?: EndpointQueryOptions<E, TData>,
) {
  return optionsFor(endpoint, input, currentLanguage(), options);
}

/**
 * The key `useEndpointQuery` gives an input, for the rare query that needs its own function over
 * the same endpoint (pages loaded one after another, a probe that counts around the call).
 */
export function useEndpointKey<E extends Endpoint>(endpoint: E, input: QueryInput<E>): EndpointKey {
  return endpointKey(endpoint, input, useLocale());
}

/** Whether the signed-in user holds the permission the endpoint declares. */
function useMayCall(endpoint: Endpoint): boolean {
  const allowed = usePermissionCheck();
  return endpoint.public === true || endpoint.permission === SIGNED_IN || allowed(endpoint.permission);
}

/**
 * Reads an endpoint: `useEndpointQuery(staffApi.mGet, { params: { id } }, { enabled: id > 0 })`.
 * The input is typed from the endpoint's params/query/body schemas, the data is the endpoint's
 * response `data`; the key comes from the endpoint, so writes invalidate it by endpoint or module.
 *
 * A user without the endpoint's permission never sends the call (the query stays idle, `data`
 * undefined): the server would answer 403, which the client takes for a lapsed session and signs
 * the user out (spec §7) — so a page may show a picker fed by a call only some users may make.
 */
export function useEndpointQuery<E extends Endpoint, TData = ResponseOf<E>>(
  endpoint: E,
  input: QueryInput<E>,
  options?: EndpointQueryOptions<E, TData>,
): UseQueryResult<TData, Error> {
  const mayCall = useMayCall(endpoint);
  const allowed = mayCall ? options : { ...options, enabled: false };
  return useQuery(optionsFor(endpoint, input, useLocale(), allowed));
}
