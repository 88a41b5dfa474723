import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ErrorEnvelope, PermissionCode } from '@kenh/contract';
import { signedInAccount, type TestAccountInput } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/test-app.js';

/** Test-only helpers of this module's API tests (and the demo-data test). */
export const ORG = '/organization/api';
export const EN = { 'accept-language': 'en' };

export interface Client {
  id: number;
  get(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function signedInClient(t: TestApp, input: Partial<TestAccountInput> = {}): Promise<Client> {
  const account = await signedInAccount(t, input);
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, extra = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...account.headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    id: account.id,
    get: (url, extra) => send('GET', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
    del: (url, extra) => send('DELETE', url, undefined, extra),
  };
}

export const superClient = (t: TestApp) => signedInClient(t, { isSuperuser: true });

/** The `data` of a 200 envelope (fails loudly otherwise). */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().message;
export const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().errors ?? [];

/** A signed-in account holding exactly these permission codes (a direct grant). */
export async function clientWith(t: TestApp, admin: Client, permissions: PermissionCode[]): Promise<Client> {
  const client = await signedInClient(t);
  dataOf(
    await admin.post('/decentralization/api/permission_function_account', {
      account_id: client.id,
      permissions,
      module_permission: {},
    }),
  );
  return client;
}
