import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH, accessApi, accountApi, type PermissionCode } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import { bearer, createTestAccount, loginAs, type TestAccount } from '../../testing/accounts.js';
import {
  anonymousClient,
  call,
  clientFor,
  dataOf,
  EN,
  signedInClient,
  type Client,
  type QueryInput,
} from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

/*
 * The user manager's calls (docs/accounts.md, "User manager"): list filters by area, zone and role,
 * the Excel export, bulk deactivation, an account's sessions, and the data scope of pickers and
 * account creation.
 */

let t: TestApp;
const callers: Record<string, Caller> = {};
let admin: Client;
let north: TestAccount;
let south: TestAccount;
let southZone: TestAccount;
let roleId: number;

beforeAll(async () => {
  t = await createTestApp({}, { callers });
  admin = await signedInClient(t, { username: 'quantri', fullname: 'Quản Trị Viên', isSuperuser: true });
  north = await createTestAccount(t, {
    username: 'bac.nvtt',
    fullname: 'Trần Văn Bắc',
    areaId: 1,
    type: 'NVTT',
  });
  south = await createTestAccount(t, { username: 'nam.npp', fullname: 'Lê Thị Nam', areaId: 2, type: 'NPP' });
  southZone = await createTestAccount(t, {
    username: 'nam.zone',
    fullname: 'Võ Minh Vùng',
    areaId: 2,
    zoneId: 21,
  });
  const role = dataOf(
    await call(accessApi.createRole, { as: admin, body: { name: 'Giám sát bán hàng', system_key: 'AD' } }),
  );
  roleId = role.id;
  await call(accessApi.setRoleAccounts, {
    as: admin,
    params: { id: roleId },
    body: { account_ids: [north.id, southZone.id] },
  });
});
afterAll(() => t.close());

/** A token for a real account acting with exactly these permissions (and optionally a data scope). */
async function actingAs(
  permissions: PermissionCode[],
  extra: Partial<Omit<Caller, 'permissions'>> & { areaId?: number } = {},
): Promise<Client> {
  const { areaId, ...callerExtra } = extra;
  const account = await createTestAccount(t, { areaId: areaId ?? null });
  const token = `token-${account.username}`;
  callers[token] = testCaller({
    accountId: account.id,
    username: account.username,
    permissions,
    ...callerExtra,
  });
  return clientFor(t, account.id, bearer(token));
}

/** The session id (`sid`) an access token carries. */
function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return payload.sid;
}

/** A cell as text: strings and numbers as they are, anything else empty. */
const cellText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const areaOne = { unrestricted: false, areaIds: [1], zoneIds: [], accountIds: [] };

async function auditActions(accountId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, String(accountId))))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

describe('GET get_all: area, zone and role filters', () => {
  const usernames = async (query: QueryInput<typeof accountApi.getAll>, as = admin) =>
    dataOf(await call(accountApi.getAll, { as, query: { page_size: 100, ...query } })).results.map(
      (a) => a.username,
    );

  it('filters by area, zone and role, alone and together', async () => {
    expect(await usernames({ area_id: 2 })).toEqual(['nam.zone', 'nam.npp']);
    expect(await usernames({ zone_id: 21 })).toEqual(['nam.zone']);
    expect(await usernames({ role_id: roleId })).toEqual(['nam.zone', 'bac.nvtt']);
    expect(await usernames({ role_id: roleId, area_id: 1 })).toEqual(['bac.nvtt']);
    expect(await usernames({ role_id: roleId, type: 'NPP' })).toEqual([]);
    expect(await usernames({ role_id: 999_999 })).toEqual([]);
  });

  it('keeps the data scope under every filter', async () => {
    const scoped = await actingAs(['user'], { scope: areaOne });
    expect(await usernames({ role_id: roleId }, scoped)).toEqual(['bac.nvtt']);
    expect(await usernames({ area_id: 2 }, scoped)).toEqual([]);
  });

  it('refuses malformed filter ids with field errors', async () => {
    const bad = await call(accountApi.getAll, {
      raw: true,
      as: admin,
      query: { area_id: 'abc', zone_id: '-1', role_id: '1.5' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['area_id', 'role_id', 'zone_id']);
  });
});

describe('GET export', () => {
  async function sheetRows(response: { rawPayload: Buffer }): Promise<string[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(cellText)));
    return rows;
  }

  it('downloads the filtered list as .xlsx in the caller’s language', async () => {
    const response = await admin.get(`${ACCOUNT_EXPORT_PATH}?area_id=2&type=NPP`, EN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toMatch(/tai-khoan-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(response);
    expect(rows[0]).toContain('Username');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['nam.npp']);
    expect(rows[1]).toContain('Distributor');
  });

  it('exports only what the caller may see, and needs `user`', async () => {
    const scoped = await actingAs(['user'], { scope: areaOne });
    const rows = await sheetRows(await scoped.get(`${ACCOUNT_EXPORT_PATH}?role_id=${roleId}`));
    expect(rows.slice(1).map((r) => r[1])).toEqual(['bac.nvtt']);
    const nobody = await actingAs([]);
    expect((await nobody.get(ACCOUNT_EXPORT_PATH)).statusCode).toBe(403);
    expect((await anonymousClient(t).get(ACCOUNT_EXPORT_PATH)).statusCode).toBe(401);
    expect((await admin.get(`${ACCOUNT_EXPORT_PATH}?type=XYZ`)).statusCode).toBe(400);
  });
});

describe('POST inactive_many_accounts', () => {
  it('deactivates all the accounts, ends their sessions and audits each', async () => {
    const a = await createTestAccount(t, { areaId: 1 });
    const b = await createTestAccount(t, { areaId: 1 });
    const session = await loginAs(t, a.username);
    const signedIn = clientFor(t, a.id, bearer(session.accessToken));
    expect((await call(accountApi.getAccountById, { as: signedIn, params: { id: a.id } })).status).toBe(200);

    const done = await call(accountApi.inactiveManyAccounts, {
      as: admin,
      body: { ids: [a.id, b.id, a.id] },
    });
    expect(done.status).toBe(200);
    expect(done.message).toBe('Đã ngừng kích hoạt các tài khoản đã chọn');
    expect(dataOf(done)).toEqual({ updated: 2 });
    expect((await call(accountApi.getAccountById, { as: signedIn, params: { id: a.id } })).status).toBe(401);
    expect(await auditActions(b.id)).toContain('deactivate');

    // Already inactive: nothing to do, nothing audited again.
    expect(dataOf(await call(accountApi.inactiveManyAccounts, { as: admin, body: { ids: [a.id] } }))).toEqual(
      {
        updated: 0,
      },
    );
    expect((await auditActions(a.id)).filter((x) => x === 'deactivate')).toHaveLength(1);
  });

  it('is all or nothing: an unknown or out-of-scope id, yourself or the last super user change nothing', async () => {
    const keep = await createTestAccount(t, { areaId: 1 });
    const isActive = async () =>
      dataOf(await call(accountApi.getAccountById, { as: admin, params: { id: keep.id } })).is_active;

    const unknown = await call(accountApi.inactiveManyAccounts, {
      as: admin,
      body: { ids: [keep.id, 987_654] },
    });
    expect(unknown.status).toBe(404);
    expect(await isActive()).toBe(true);

    const scoped = await actingAs(['user', 'user.update'], { scope: areaOne, areaId: 1 });
    const outside = await call(accountApi.inactiveManyAccounts, {
      as: scoped,
      body: { ids: [keep.id, south.id] },
    });
    expect(outside.status).toBe(404);
    expect(await isActive()).toBe(true);

    const self = await call(accountApi.inactiveManyAccounts, {
      as: scoped,
      body: { ids: [keep.id, scoped.id] },
    });
    expect(self.status).toBe(422);
    expect(self.message).toBe('Bạn không thể tự khoá tài khoản của mình');
    expect(await isActive()).toBe(true);

    const manager = await actingAs(['user', 'user.update']);
    const last = await call(accountApi.inactiveManyAccounts, {
      as: manager,
      body: { ids: [keep.id, admin.id] },
    });
    expect(last.status).toBe(422);
    expect(last.message).toBe('Không thể khoá hoặc xóa quản trị viên cao nhất cuối cùng');
    expect(await isActive()).toBe(true);
  });

  it('needs user.update and a list of ids', async () => {
    const reader = await actingAs(['user']);
    expect(
      (await call(accountApi.inactiveManyAccounts, { as: reader, body: { ids: [north.id] } })).status,
    ).toBe(403);
    const empty = await call(accountApi.inactiveManyAccounts, { raw: true, as: admin, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.errors.map((e) => e.field)).toEqual(['ids']);
    const english = await call(accountApi.inactiveManyAccounts, {
      raw: true,
      as: admin,
      body: { ids: ['x'] },
      headers: EN,
    });
    expect(english.status).toBe(400);
    expect(english.message).toBe('Invalid data');
  });
});

describe('account sessions: list and end one', () => {
  it('lists the usable sessions and ends one; its next request is refused, the other lives on', async () => {
    const user = await createTestAccount(t, { areaId: 1 });
    const first = await loginAs(t, user.username);
    const second = await loginAs(t, user.username);
    const firstClient = clientFor(t, user.id, bearer(first.accessToken));
    const secondClient = clientFor(t, user.id, bearer(second.accessToken));

    const listed = dataOf(await call(accountApi.accountSessions, { as: admin, params: { id: user.id } }));
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ current: false, remember: false });
    expect(listed[0]).toHaveProperty('created_at');
    expect(listed[0]).toHaveProperty('last_used_at');
    expect(listed[0]).toHaveProperty('user_agent');
    expect(listed[0]).toHaveProperty('ip');

    const firstId = sessionIdOf(first.accessToken);
    const ended = await call(accountApi.revokeSession, {
      as: admin,
      body: { account_id: user.id, session_id: firstId },
    });
    expect(ended.status).toBe(200);
    expect(ended.message).toBe('Đã kết thúc phiên đăng nhập');

    expect((await call(accountApi.getAccountById, { as: firstClient, params: { id: user.id } })).status).toBe(
      401,
    );
    expect(
      (await call(accountApi.getAccountById, { as: secondClient, params: { id: user.id } })).status,
    ).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/account/api/refresh_token',
      payload: { refresh: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const after = dataOf(await call(accountApi.accountSessions, { as: admin, params: { id: user.id } }));
    expect(after.map((s) => s.id)).not.toContain(firstId);
    expect(after).toHaveLength(1);
    expect(await auditActions(user.id)).toContain('revoke_session');

    // Ending it again: the session is gone.
    const again = await call(accountApi.revokeSession, {
      as: admin,
      body: { account_id: user.id, session_id: firstId },
    });
    expect(again.status).toBe(404);
    expect(again.message).toBe('Không tìm thấy phiên đăng nhập đang hoạt động');
  });

  it('marks the caller’s own session and refuses another account’s session id', async () => {
    const me = await createTestAccount(t, { isSuperuser: true });
    const mine = await loginAs(t, me.username);
    const meClient = clientFor(t, me.id, bearer(mine.accessToken));
    const own = dataOf(await call(accountApi.accountSessions, { as: meClient, params: { id: me.id } }));
    expect(own.filter((s) => s.current)).toHaveLength(1);
    const other = await call(accountApi.revokeSession, {
      as: admin,
      body: { account_id: north.id, session_id: own[0]!.id },
    });
    expect(other.status).toBe(404);
    expect((await call(accountApi.getAccountById, { as: meClient, params: { id: me.id } })).status).toBe(200);
  });

  it('is scope-checked, needs user.update and refuses bad input', async () => {
    const scoped = await actingAs(['user', 'user.update'], { scope: areaOne });
    expect((await call(accountApi.accountSessions, { as: scoped, params: { id: south.id } })).status).toBe(
      404,
    );
    expect((await call(accountApi.accountSessions, { as: scoped, params: { id: north.id } })).status).toBe(
      200,
    );
    const outside = await call(accountApi.revokeSession, {
      as: scoped,
      body: { account_id: south.id, session_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(outside.status).toBe(404);
    const reader = await actingAs(['user']);
    expect((await call(accountApi.accountSessions, { as: reader, params: { id: north.id } })).status).toBe(
      403,
    );
    const bad = await call(accountApi.revokeSession, {
      raw: true,
      as: admin,
      body: { account_id: 'x', session_id: 'not-a-uuid' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['account_id', 'session_id']);
  });
});

describe('data scope of pickers and account creation', () => {
  const newAccount = (username: string, area_id: number | null) => ({
    type: 'AD' as const,
    username,
    password: 'Mat-khau-123',
    fullname: 'Nhân Viên Mới',
    area_id,
  });

  it('get_account_dropdown offers only accounts within the caller’s areas (and itself)', async () => {
    const scoped = await actingAs(['user'], { scope: areaOne });
    const options = dataOf(await call(accountApi.getAccountDropdown, { as: scoped, query: { limit: 1000 } }));
    const ids = options.map((o) => o.value);
    expect(ids).toContain(north.id);
    expect(ids).toContain(scoped.id);
    expect(ids).not.toContain(south.id);
    expect(ids).not.toContain(admin.id);
  });

  it('a restricted caller creates accounts in its areas only: 403 outside or without an area', async () => {
    const scoped = await actingAs(['user', 'user.create'], { scope: areaOne });
    const inside = await call(accountApi.createUser, { as: scoped, body: newAccount('moi.trong', 1) });
    expect(inside.status).toBe(200);
    const outside = await call(accountApi.createUser, { as: scoped, body: newAccount('moi.ngoai', 2) });
    expect(outside.status).toBe(403);
    const nowhere = await call(accountApi.createUser, { as: scoped, body: newAccount('moi.trong2', null) });
    expect(nowhere.status).toBe(403);
    const names = dataOf(await call(accountApi.getAll, { as: admin, query: { search: 'moi.' } })).results.map(
      (a) => a.username,
    );
    expect(names).toEqual(['moi.trong']);
  });
});
