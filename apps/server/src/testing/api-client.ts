import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ErrorEnvelope } from '@kenh/contract';
import { signedInAccount, type TestAccountInput } from './accounts.js';
import type { TestApp } from './test-app.js';

/** An API client for tests: `app.inject` with an account's headers on every request. */
export interface Client {
  id: number;
  headers: Record<string, string>;
  get(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function clientFor(t: TestApp, id: number, headers: Record<string, string>): Client {
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, extra = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    id,
    headers,
    get: (url, extra) => send('GET', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
    del: (url, extra) => send('DELETE', url, undefined, extra),
  };
}

/** Creates an account, signs it in and returns a client carrying its token. */
export async function signedInClient(t: TestApp, input: Partial<TestAccountInput> = {}): Promise<Client> {
  const account = await signedInAccount(t, input);
  return clientFor(t, account.id, account.headers);
}

export const superClient = (t: TestApp) => signedInClient(t, { isSuperuser: true });

export const EN = { 'accept-language': 'en' };

/** The `data` of a 200 envelope (fails loudly otherwise). */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** The envelope's message, whatever the status. */
export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().message;

/** The field errors of an error envelope. */
export const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().errors ?? [];
