import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import {
  endpointUrl,
  type Endpoint,
  type ErrorEnvelope,
  type FieldError,
  type ResponseOf,
} from '@kenh/contract';
import { signedInAccount, type TestAccountInput } from './accounts.js';
import type { MultipartForm } from './multipart.js';
import type { TestApp } from './test-app.js';

/** An API client for tests: `app.inject` with an account's headers on every request. */
export interface Client {
  /** The account's id (0 for the anonymous client). */
  id: number;
  headers: Record<string, string>;
  /** `app.inject` of the client's app, without the client's headers. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Plain requests, for URLs that are no contract endpoint (health, static files, unknown paths). */
  get(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function clientFor(t: TestApp, id: number, headers: Record<string, string>): Client {
  const inject = (options: InjectOptions) => t.app.inject(options);
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, extra = {}) =>
    inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    id,
    headers,
    inject,
    get: (url, extra) => send('GET', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
    del: (url, extra) => send('DELETE', url, undefined, extra),
  };
}

/** A client without a session: for public endpoints and for "no token" cases. */
export const anonymousClient = (t: TestApp): Client => clientFor(t, 0, {});

/** Creates an account, signs it in and returns a client carrying its token. */
export async function signedInClient(t: TestApp, input: Partial<TestAccountInput> = {}): Promise<Client> {
  const account = await signedInAccount(t, input);
  return clientFor(t, account.id, account.headers);
}

export const superClient = (t: TestApp) => signedInClient(t, { isSuperuser: true });

export const EN = { 'accept-language': 'en' };

/**
 * What a URL can carry for a query or path schema: per key the schema's input, or its parsed value
 * (`is_active: true` as well as `'true'`), with the input's optional keys optional.
 */
type UrlShape<S extends z.ZodType> = {
  [K in keyof z.input<S>]: z.input<S>[K] | (K extends keyof z.output<S> ? z.output<S>[K] : never);
};

/** What a client may send as the endpoint's query. */
export type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType ? UrlShape<E['query']> : never;

type BodyOption<E extends Endpoint> = E extends { multipart: true }
  ? { body: MultipartForm }
  : E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : { body?: undefined };
type QueryOption<E extends Endpoint> = E['query'] extends z.ZodType
  ? object extends z.input<E['query']>
    ? { query?: UrlShape<E['query']> }
    : { query: UrlShape<E['query']> }
  : { query?: undefined };
type ParamsOption<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: UrlShape<E['params']> }
  : { params?: undefined };

interface CommonInput {
  /** Who sends the request: its headers go on it. */
  as: Client;
  /** More headers (Accept-Language, Idempotency-Key, …); these win over the client's. */
  headers?: Record<string, string>;
  /** The caller's IP address (per-address rate limits). */
  remoteAddress?: string;
}

/** Input typed from the endpoint's schemas: what a well-behaved client sends. */
export type CallInput<E extends Endpoint> = CommonInput &
  BodyOption<E> &
  QueryOption<E> &
  ParamsOption<E> & { raw?: false };

/** Input the schemas would refuse, on purpose: for tests of bad input (400s, field errors). */
export interface RawCallInput extends CommonInput {
  raw: true;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What `call` answers: the status, the envelope's parts and the raw response. */
export interface CallResult<E extends Endpoint> {
  status: number;
  /** The `data` of a 200 envelope, typed from the contract; undefined for any other answer. */
  data: ResponseOf<E> | undefined;
  /** The envelope's message (empty when the answer is no JSON envelope). */
  message: string;
  /** The field errors of an error envelope (empty when there are none). */
  errors: FieldError[];
  /** The parsed JSON body, whatever it holds (undefined when the body is no JSON). */
  body: unknown;
  response: LightMyRequestResponse;
}

function parsedBody(response: LightMyRequestResponse): unknown {
  try {
    return response.json<unknown>();
  } catch {
    return undefined;
  }
}

function isMultipart(body: unknown): body is MultipartForm {
  return typeof body === 'object' && body !== null && Buffer.isBuffer((body as MultipartForm).payload);
}

/**
 * Calls a contract endpoint through `app.inject` as the client `as`: the URL comes from the
 * endpoint's method and path filled with `params` and `query`, the body is sent as JSON (or as the
 * multipart form of a file upload), and the answer comes back with `data` typed from the contract.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | RawCallInput,
): Promise<CallResult<E>> {
  const { as: client, headers = {}, params, query, body, remoteAddress } = input;
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const multipart = isMultipart(body) ? body : undefined;
  const payload = multipart ? multipart.payload : sendsBody ? (body ?? {}) : body;
  const response = await client.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint.path, params, query),
    headers: { ...client.headers, ...multipart?.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  const parsed = parsedBody(response);
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<
    ErrorEnvelope & { data: ResponseOf<E> }
  >;
  return {
    status: response.statusCode,
    data: response.statusCode === 200 ? envelope.data : undefined,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    errors: envelope.errors ?? [],
    body: parsed,
    response,
  };
}

/** The `data` of a 200 answer (fails loudly otherwise, with the body, so a test shows why). */
export function dataOf<E extends Endpoint>(result: CallResult<E>): ResponseOf<E>;
/** The same for a plain request's response, with `data` typed as the caller says. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T;
export function dataOf(result: CallResult<Endpoint> | LightMyRequestResponse): unknown {
  const response = 'response' in result ? result.response : result;
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ data: unknown }>().data;
}

/** The envelope's message of a plain request's response, whatever the status. */
export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().message;

/** The field errors of a plain request's error envelope. */
export const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().errors ?? [];

/** Calls the endpoint and returns its `data`, failing unless the answer is 200. */
export async function callData<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | RawCallInput,
): Promise<ResponseOf<E>> {
  return dataOf(await call(endpoint, input));
}
