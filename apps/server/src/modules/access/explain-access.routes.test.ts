import { accessApi, accountApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, call, dataOf, EN, signedInClient, superClient } from '../../testing/api-client.js';

describe('explain access', () => {
  let t: TestApp;
  let admin: Client;
  let viewer: Client;
  let record: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    viewer = await signedInClient(t, { areaId: 7, zoneId: 70 });
    record = await createTestAccount(t, { fullname: 'Trần Văn Bản Ghi', areaId: 1, zoneId: 10 });
  });
  afterAll(() => t.close());

  const explain = async (account: number, record_id: number, action: 'read' | 'change' = 'read') =>
    dataOf(
      await call(accessApi.explainAccess, {
        as: admin,
        query: { account_id: account, kind: 'account', record_id, action },
      }),
    );
  /** What the real check answers: the account's own read of the record. */
  const realRead = async (as: Client, id: number) =>
    (await call(accountApi.getAccountById, { as, params: { id } })).status === 200;

  it('follows the real checks as roles, rooms and data scope change', async () => {
    // No grant at all: refused, and it says no role, group, room or grant gives `user`.
    let answer = await explain(viewer.id, record.id);
    expect(answer).toMatchObject({
      allowed: false,
      permission: { required: ['user'], granted: false, sources: [] },
      record: { rule: 'scoped', own_record: false },
      scope: { unrestricted: true },
    });
    expect(await realRead(viewer, record.id)).toBe(false);

    // A role of the account's system grants `user`: allowed, and the role is named.
    const role = dataOf(
      await call(accessApi.createRole, {
        as: admin,
        body: { name: 'Xem tài khoản', system_key: 'AD', permissions: ['user'] },
      }),
    );
    dataOf(
      await call(accessApi.setRoleAccounts, {
        as: admin,
        params: { id: role.id },
        body: { account_ids: [viewer.id] },
      }),
    );
    answer = await explain(viewer.id, record.id);
    expect(answer.allowed).toBe(true);
    expect(answer.permission.sources).toEqual([
      { source: 'role', id: role.id, name: 'Xem tài khoản', code: 'user', via: 'code' },
    ]);
    expect(answer.record.in_scope).toBe(true);
    expect(await realRead(viewer, record.id)).toBe(true);

    // A data scope without the record's area: refused on the record rule, naming the scope.
    await setDataScope(admin, viewer.id, { area_ids: [2], zone_ids: [20] });
    answer = await explain(viewer.id, record.id);
    expect(answer).toMatchObject({
      allowed: false,
      permission: { granted: true },
      record: { in_scope: false },
      scope: { unrestricted: false, area_ids: [2], zone_ids: [20], account_ids: [viewer.id] },
    });
    expect(await realRead(viewer, record.id)).toBe(false);

    // Its own record stays readable whatever the scope.
    answer = await explain(viewer.id, viewer.id);
    expect(answer).toMatchObject({ allowed: true, record: { own_record: true } });
    expect(await realRead(viewer, viewer.id)).toBe(true);

    // The record's area added back: allowed again.
    await setDataScope(admin, viewer.id, { area_ids: [1] });
    expect((await explain(viewer.id, record.id)).allowed).toBe(true);
    expect(await realRead(viewer, record.id)).toBe(true);
  });

  it('names a room of a distributor system that grants a field-staff account', async () => {
    const nvtt = await signedInClient(t, { type: 'NVTT', systemKey: 'NVTT' });
    const room = dataOf(
      await call(accessApi.createRoom, {
        as: admin,
        body: { name: 'Nhóm thị trường NPP', system_key: 'NPP', account_ids: [nvtt.id] },
      }),
    );
    expect(await realRead(nvtt, record.id)).toBe(false);
    dataOf(
      await call(accessApi.setSubjectGrant, {
        as: admin,
        body: { room_id: room.id, permissions: [], module_permission: { user: ['view'] } },
      }),
    );
    const answer = await explain(nvtt.id, record.id);
    expect(answer.account).toMatchObject({ system_key: 'NVTT', permission_key: 'default' });
    expect(answer.allowed).toBe(true);
    expect(answer.permission.sources).toEqual([
      { source: 'room', id: room.id, name: 'Nhóm thị trường NPP', code: 'user', via: 'module' },
    ]);
    expect(await realRead(nvtt, record.id)).toBe(true);
  });

  it('explains changes with the write code and super users without rules', async () => {
    const writer = await clientWith(t, admin, ['area']);
    const change = dataOf(
      await call(accessApi.explainAccess, {
        as: admin,
        query: { account_id: writer.id, kind: 'area', record_id: 1, action: 'change' },
      }),
    );
    expect(change.permission).toMatchObject({ required: ['area.manage'], granted: false });
    expect(change.allowed).toBe(false);
    const boss = await signedInClient(t, { isSuperuser: true });
    expect(await explain(boss.id, record.id, 'change')).toMatchObject({
      allowed: true,
      account: { is_superuser: true },
      record: { in_scope: null },
    });
  });

  it('refuses bad input, unknown accounts, accounts outside the scope, and callers without role', async () => {
    const missing = await call(accessApi.explainAccess, {
      raw: true,
      as: admin,
      query: { account_id: viewer.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.errors.map((e) => e.field).sort()).toEqual(['kind', 'record_id']);
    const badKind = await call(accessApi.explainAccess, {
      raw: true,
      as: admin,
      headers: EN,
      query: { account_id: viewer.id, kind: 'nope', record_id: 1 },
    });
    expect(badKind.errors).toEqual([{ field: 'kind', message: 'Invalid record kind' }]);
    expect(
      (
        await call(accessApi.explainAccess, {
          as: admin,
          query: { account_id: 999999, kind: 'account', record_id: 1 },
        })
      ).status,
    ).toBe(404);

    const scoped = await clientWith(t, admin, ['role']);
    await setDataScope(admin, scoped.id, { area_ids: [2] });
    expect(
      (
        await call(accessApi.explainAccess, {
          as: scoped,
          query: { account_id: record.id, kind: 'account', record_id: 1 },
        })
      ).status,
    ).toBe(404);
    const plain = await signedInClient(t);
    expect(
      (
        await call(accessApi.explainAccess, {
          as: plain,
          query: { account_id: viewer.id, kind: 'account', record_id: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('account systems and personal settings', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  it('lists every account system with its names, purpose and permission key', async () => {
    const plain = await signedInClient(t);
    const systems = dataOf(await call(accessApi.listSystems, { as: plain }));
    expect(systems.map((s) => s.key)).toEqual(['AD', 'KH', 'KT', 'NPP', 'NVTT', 'CHTH', 'CTV', 'WAREHOUSE']);
    expect(systems.find((s) => s.key === 'NPP')).toMatchObject({
      vi: 'Nhà phân phối',
      en: 'Distributors',
      permission_key: 'default',
    });
    expect(systems.find((s) => s.key === 'KT')?.permission_key).toBe('KT');
  });

  it('keeps one own settings, validated and audited, and others only with role.manage in scope', async () => {
    const me = await clientWith(t, admin, ['role']);
    expect(dataOf(await call(accessApi.getMySettings, { as: me }))).toEqual({
      account_id: me.id,
      language: 'vi',
      default_page: null,
      notify_push: true,
      updated_at: null,
    });
    const saved = await call(accessApi.saveMySettings, {
      as: me,
      body: { language: 'en', default_page: '/staff-manager', notify_push: false },
    });
    expect(saved.message).toBe('Lưu cài đặt thành công');
    expect(dataOf(await call(accessApi.getMySettings, { as: me }))).toMatchObject({
      language: 'en',
      default_page: '/staff-manager',
      notify_push: false,
    });
    const bad = await call(accessApi.saveMySettings, {
      raw: true,
      as: me,
      body: { language: 'fr', default_page: 'http://x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['default_page', 'language', 'notify_push']);
    expect(dataOf(await call(accessApi.getMySettings, { as: me })).language).toBe('en');
    const history = dataOf<{ results: { action: string }[] }>(
      await admin.get(`/platform/api/history/account_setting/${me.id}`),
    );
    expect(history.results.map((h) => h.action)).toEqual(['create']);

    // Another account: role.manage, and within the caller's data scope.
    const body = { language: 'vi' as const, notify_push: false };
    expect(
      (await call(accessApi.saveAccountSettings, { as: me, params: { account_id: admin.id }, body })).status,
    ).toBe(403);
    const manager = await clientWith(t, admin, ['role', 'role.manage']);
    expect(
      dataOf(await call(accessApi.saveAccountSettings, { as: manager, params: { account_id: me.id }, body })),
    ).toMatchObject({ account_id: me.id, notify_push: false });
    await setDataScope(admin, manager.id, { area_ids: [9] });
    expect(
      (await call(accessApi.getAccountSettings, { as: manager, params: { account_id: me.id } })).status,
    ).toBe(404);
  });
});
