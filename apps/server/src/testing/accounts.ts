import { randomBytes } from 'node:crypto';
import type { AccountType, FieldError, LoginResult } from '@kenh/contract';
import { createAccount } from '../modules/account/index.js';
import type { TestApp } from './test-app.js';

export interface TestAccountInput {
  username: string;
  password: string;
  fullname: string;
  type: AccountType;
  isSuperuser: boolean;
  isActive: boolean;
  position: string | null;
  areaId: number | null;
  zoneId: number | null;
  parentId: number | null;
  systemKey: string;
  email: string | null;
  phone: string | null;
}

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  fullname: string;
}

export const TEST_PASSWORD = 'Mat-khau-123';

/**
 * Inserts an account straight through the account module (real argon2id hashing, once per call).
 * Defaults: a unique username, password TEST_PASSWORD, type AD, active, not a super user.
 */
export async function createTestAccount(
  t: TestApp,
  input: Partial<TestAccountInput> = {},
): Promise<TestAccount> {
  const username = input.username ?? `user_${randomBytes(4).toString('hex')}`;
  const password = input.password ?? TEST_PASSWORD;
  const fullname = input.fullname ?? `Người dùng ${username}`;
  const row = await createAccount(t.database.db, {
    username,
    password,
    fullname,
    type: input.type ?? 'AD',
    isSuperuser: input.isSuperuser ?? false,
    isActive: input.isActive ?? true,
    position: input.position ?? null,
    areaId: input.areaId ?? null,
    zoneId: input.zoneId ?? null,
    parentId: input.parentId ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    ...(input.systemKey ? { systemKey: input.systemKey } : {}),
  });
  return { id: row.id, username, password, fullname };
}

export interface LoggedIn {
  accessToken: string;
  refreshToken: string;
  body: LoginResult;
}

/** Signs in through POST /account/api/login; throws with the response when it fails. */
export async function loginAs(
  t: TestApp,
  username: string,
  password: string = TEST_PASSWORD,
): Promise<LoggedIn> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/account/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const body = bodyOf<LoginResult>(response).data;
  return { accessToken: body.access_token, refreshToken: body.refresh_token, body };
}

/** `Authorization: Bearer …` headers for app.inject. */
export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** Creates an account and signs it in: the usual first two lines of an API test. */
export async function signedInAccount(
  t: TestApp,
  input: Partial<TestAccountInput> = {},
): Promise<TestAccount & LoggedIn & { headers: Record<string, string> }> {
  const account = await createTestAccount(t, input);
  const session = await loginAs(t, account.username, account.password);
  return { ...account, ...session, headers: bearer(session.accessToken) };
}

/** A response envelope as tests read it; `errors` is typed present so tests can index it directly. */
export interface ApiBody<T> {
  code: number;
  message: string;
  data: T;
  errors: FieldError[];
}

/** The parsed body of an `app.inject` response, with `data` typed as the test expects it. */
export function bodyOf<T = unknown>(response: { json: <U>() => U }): ApiBody<T> {
  return response.json<ApiBody<T>>();
}
