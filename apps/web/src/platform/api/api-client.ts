import type { z } from 'zod';
import {
  sessionApi,
  endpointUrl,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
} from '@kenh/contract';
import { currentLanguage, i18next } from '../i18n';
import { sessionExpired } from '../session/session-events';
import { readAccessToken, readRefreshToken, saveTokens } from '../session/session-storage';
import { ApiError } from './api-error';

/**
 * What a caller passes for a body or query schema: the parsed (output) types, with every key optional
 * whose input may be left out (defaults, optional fields, coerced values).
 */
type RequestShape<S extends z.ZodType> =
  z.output<S> extends Record<string, unknown>
    ? {
        [
          K in keyof z.output<S> as K extends keyof z.input<S>
            ? undefined extends z.input<S>[K]
              ? never
              : K
            : never
        ]: z.output<S>[K];
      } & {
        [
          K in keyof z.output<S> as K extends keyof z.input<S>
            ? undefined extends z.input<S>[K]
              ? K
              : never
            : K
        ]?: z.output<S>[K];
      }
    : z.output<S>;

type BodyOption<E extends Endpoint> = E extends { multipart: true }
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: RequestShape<E['body']> }
    : { body?: undefined };
type QueryOption<E extends Endpoint> = E['query'] extends z.ZodType
  ? Partial<RequestShape<E['query']>> extends RequestShape<E['query']>
    ? { query?: RequestShape<E['query']> }
    : { query: RequestShape<E['query']> }
  : { query?: undefined };
type ParamsOption<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: ParamsOf<E> }
  : { params?: undefined };

/** What an endpoint takes: its body, query and path parameters, typed from the contract. */
export type EndpointInput<E extends Endpoint> = BodyOption<E> & QueryOption<E> & ParamsOption<E>;

/** Whether an endpoint can be called without any input (every part optional). */
export type InputIsOptional<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? true : false;

export type CallOptions<E extends Endpoint> = EndpointInput<E> & {
  signal?: AbortSignal;
  /**
   * What happens when a 401/403 survives one silent token refresh: `logout` (default, spec §7)
   * ends the session; `throw` only throws (used by logout itself).
   */
  onAuthFailure?: 'logout' | 'throw';
  /** Sent as `Idempotency-Key`: the server runs a write once per key, so a double submit creates one record. */
  idempotencyKey?: string;
};

/** The options as the client handles them at run time. */
export interface RawCallOptions {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  signal?: AbortSignal;
  onAuthFailure?: 'logout' | 'throw';
  idempotencyKey?: string;
}

type CallArgs<E extends Endpoint> =
  InputIsOptional<E> extends true ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** Origin of the API; empty means the page's own origin (the server serves the app). */
const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** `/account/api/x/:id` + `{ id: 5 }` + `{ page: 0 }` → `/account/api/x/5?page=0` on the API's origin. */
export function buildUrl(path: string, params?: unknown, query?: unknown): string {
  return `${API_BASE_URL}${endpointUrl(path, params, query)}`;
}

interface Attempt {
  response: Response | undefined;
  /** The bearer token the request carried, to tell whether a refresh happened meanwhile. */
  token: string | undefined;
}

async function send(endpoint: Endpoint, options: RawCallOptions): Promise<Attempt> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = endpoint.public ? undefined : readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    const response = await fetch(buildUrl(endpoint.path, options.params, options.query), {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    return { response, token };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { response: undefined, token };
  }
}

async function unwrap<E extends Endpoint>(attempt: Attempt): Promise<ResponseOf<E>> {
  const { response } = attempt;
  if (!response) throw new ApiError(0, i18next.t('errors.network', { ns: 'common' }));
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (
    response.ok &&
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { code?: unknown }).code === 200 &&
    'data' in payload
  ) {
    return (payload as { data: ResponseOf<E> }).data;
  }
  const failure = errorEnvelopeSchema.safeParse(payload);
  if (failure.success && failure.data.code !== 200) {
    return Promise.reject(new ApiError(failure.data.code, failure.data.message, failure.data.errors ?? []));
  }
  const code = response.ok ? 500 : response.status;
  return Promise.reject(new ApiError(code, i18next.t('errors.unexpected', { ns: 'common' })));
}

function isAuthFailure(response: Response | undefined): boolean {
  return response?.status === 401 || response?.status === 403;
}

let refreshing: Promise<boolean> | undefined;

/** Runs `task` while holding a lock shared by every tab of the app (Web Locks), when available. */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('kenh.refresh-session', task) as Promise<T>) : task();
}

/**
 * Exchanges the refresh-token cookie for a new pair and stores both. The refresh token rotates and
 * the server revokes the whole session when a used one comes back, so only one exchange runs at a
 * time: concurrent calls share it, and other tabs wait for the lock, then see the new cookies.
 * `staleAccessToken` is the token that was refused; if the cookie no longer holds it, another
 * call or tab refreshed already and nothing is exchanged.
 */
export function refreshSession(staleAccessToken?: string): Promise<boolean> {
  refreshing ??= acrossTabs(async () => {
    if (staleAccessToken !== undefined && readAccessToken() !== staleAccessToken) return true;
    const refresh = readRefreshToken();
    if (!refresh) return false;
    try {
      const tokens = await unwrap<typeof sessionApi.refreshToken>(
        await send(sessionApi.refreshToken, { body: { refresh } }),
      );
      saveTokens(tokens.access, tokens.refresh);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Calls a contract endpoint and returns its `data`. Signed-in endpoints carry the access token; a
 * 401/403 triggers one silent refresh and one retry, and if that fails too the session ends.
 * Public endpoints (login, refresh, forgot password) are never retried.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  return callEndpointWith(endpoint, options ?? {});
}

/**
 * `callEndpoint` for code that holds the input as a value of a generic endpoint (the query and
 * mutation hooks), where TypeScript cannot resolve the conditional argument list.
 */
export async function callEndpointWith<E extends Endpoint>(
  endpoint: E,
  opts: RawCallOptions,
): Promise<ResponseOf<E>> {
  let attempt = await send(endpoint, opts);
  if (!endpoint.public && isAuthFailure(attempt.response)) {
    // Another call may have refreshed while this one was in flight: then just retry.
    const refreshed = readAccessToken() !== attempt.token || (await refreshSession(attempt.token));
    if (refreshed) attempt = await send(endpoint, opts);
    if (!refreshed || isAuthFailure(attempt.response)) {
      if ((opts.onAuthFailure ?? 'logout') === 'logout') sessionExpired.emit();
    }
  }
  return unwrap<E>(attempt);
}
