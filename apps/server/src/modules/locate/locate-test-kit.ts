import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ErrorEnvelope } from '@kenh/contract';
import type { TestApp } from '../../testing/test-app.js';

/** Test-only helpers of this module's API tests (same shape as the access module's kit). */
export interface Client {
  id: number;
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
    get: (url, extra) => send('GET', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
    del: (url, extra) => send('DELETE', url, undefined, extra),
  };
}

export const EN = { 'accept-language': 'en' };

/** The `data` of a 200 envelope (fails loudly otherwise). */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().message;
export const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().errors ?? [];
