import { plusDays, todayInVietnam, transportApi, type DriverFields } from '@kenh/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { call, callData, clientFor, EN, signedInClient, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

const today = todayInVietnam();

const driver = (overrides: Partial<DriverFields> = {}): DriverFields => ({
  full_name: 'Nguyễn Văn Hùng',
  phone: '0903112233',
  national_id: '079085001234',
  licence_number: '790123456781',
  licence_class: 'C',
  licence_expiry: plusDays(today, 400),
  ...overrides,
});

describe('transport: drivers', () => {
  let t: TestApp;
  let admin: Client;
  let dispatcher: Client;
  let stranger: Client;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers: {
          admin: testCaller({ accountId: 1, isSuperuser: true }),
          dispatcher: testCaller({ accountId: 2, permissions: ['drivertransport'] }),
          stranger: testCaller({ accountId: 3, permissions: ['vehicletransport'] }),
        },
      },
    );
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    admin = as('admin', 1);
    dispatcher = as('dispatcher', 2);
    stranger = as('stranger', 3);
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, reads, updates and deletes a driver, each write audited', async () => {
    const created = await callData(transportApi.createDriver, { as: dispatcher, body: driver() });
    expect(created).toMatchObject({
      full_name: 'Nguyễn Văn Hùng',
      licence_class: 'C',
      licence_state: 'valid',
      status: 'active',
      account_id: null,
    });

    for (const search of ['nguyen van hung', '0903112', '79012345']) {
      const page = await callData(transportApi.listDriver, { as: dispatcher, body: { search } });
      expect(
        page.results.map((d) => d.id),
        search,
      ).toEqual([created.id]);
    }
    expect(
      (await callData(transportApi.getDriver, { as: dispatcher, params: { id: created.id } })).phone,
    ).toBe('0903112233');

    // The driver's own account, to sign in with later.
    const account = await signedInClient(t);
    const updated = await callData(transportApi.updateDriver, {
      as: dispatcher,
      params: { id: created.id },
      body: driver({ full_name: 'Nguyễn Văn Hưng', account_id: account.id, status: 'inactive' }),
    });
    expect(updated).toMatchObject({
      full_name: 'Nguyễn Văn Hưng',
      status: 'inactive',
      account_id: account.id,
    });
    expect(updated.account_name).toEqual(expect.any(String));

    await callData(transportApi.deleteDriver, { as: dispatcher, params: { id: created.id } });
    expect((await call(transportApi.getDriver, { as: dispatcher, params: { id: created.id } })).status).toBe(
      404,
    );
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a duplicate phone or licence number with a localised 409 under the field', async () => {
    const first = await callData(transportApi.createDriver, {
      as: admin,
      body: driver({ phone: '0912000001', licence_number: '111111111111', national_id: '001111111111' }),
    });
    const samePhone = await call(transportApi.createDriver, {
      as: admin,
      body: driver({ phone: '0912000001', licence_number: '222222222222' }),
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.message).toBe('Số điện thoại này đã thuộc về một tài xế khác');
    expect(samePhone.errors.map((e) => e.field)).toEqual(['phone']);
    const sameLicence = await call(transportApi.createDriver, {
      as: admin,
      headers: EN,
      body: driver({ phone: '0912000002', licence_number: '111111111111' }),
    });
    expect(sameLicence.status).toBe(409);
    expect(sameLicence.message).toBe('Another driver already has this licence number');
    expect(sameLicence.errors.map((e) => e.field)).toEqual(['licence_number']);
    // Its own values are no conflict on update.
    const kept = await call(transportApi.updateDriver, {
      as: admin,
      params: { id: first.id },
      body: driver({ phone: '0912000001', licence_number: '111111111111', note: 'ok' }),
    });
    expect(kept.status).toBe(200);
  });

  it('refuses bad input: phone, national ID, licence number and class, an expired licence set active, an unknown account', async () => {
    const bad = await call(transportApi.createDriver, {
      as: admin,
      raw: true,
      body: { ...driver(), phone: '12345', national_id: '123', licence_number: '12-34', licence_class: 'Z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual([
      'licence_class',
      'licence_number',
      'national_id',
      'phone',
    ]);

    const expired = await call(transportApi.createDriver, {
      as: admin,
      body: driver({
        phone: '0912000010',
        licence_number: '333333333333',
        licence_expiry: plusDays(today, -1),
      }),
    });
    expect(expired.status).toBe(400);
    expect(expired.errors).toEqual([
      {
        field: 'licence_expiry',
        message: 'Bằng lái đã hết hạn: không thể để tài xế ở trạng thái đang hoạt động',
      },
    ]);
    const inactive = await callData(transportApi.createDriver, {
      as: admin,
      body: driver({
        phone: '0912000010',
        licence_number: '333333333333',
        licence_expiry: plusDays(today, -1),
        status: 'inactive',
      }),
    });
    expect(inactive.licence_state).toBe('expired');
    const flagged = await callData(transportApi.listDriver, {
      as: admin,
      body: { licence_state: 'expired' },
    });
    expect(flagged.results.map((d) => d.id)).toEqual([inactive.id]);

    const account = await call(transportApi.createDriver, {
      as: admin,
      body: driver({ phone: '0912000011', licence_number: '444444444444', account_id: 999_999 }),
    });
    expect(account.status).toBe(400);
    expect(account.errors.map((e) => e.field)).toEqual(['account_id']);
  });

  it('offers only active drivers with a valid licence in the dropdown, flags one expiring soon', async () => {
    const soon = await callData(transportApi.createDriver, {
      as: admin,
      body: driver({
        full_name: 'An Sắp Hết Hạn',
        phone: '0912000020',
        licence_number: '555555555555',
        licence_expiry: plusDays(today, 10),
      }),
    });
    expect(soon.licence_state).toBe('expiring');
    const resting = await callData(transportApi.createDriver, {
      as: admin,
      body: driver({ phone: '0912000021', licence_number: '565656565656', status: 'inactive' }),
    });
    const options = await callData(transportApi.allDriver, { as: dispatcher });
    expect(options.find((o) => o.value === soon.id)).toEqual({
      value: soon.id,
      label: 'An Sắp Hết Hạn',
      label_child: '0912000020',
      licence_class: 'C',
    });
    expect(options.map((o) => o.value)).not.toContain(resting.id);
    const expiring = await callData(transportApi.listDriver, {
      as: admin,
      body: { licence_state: 'expiring' },
    });
    expect(expiring.results.map((d) => d.id)).toEqual([soon.id]);
  });

  it('answers 404 for an unknown driver and 403 without the drivers code', async () => {
    expect((await call(transportApi.getDriver, { as: admin, params: { id: 999_999 } })).status).toBe(404);
    expect(
      (
        await call(transportApi.updateDriver, {
          as: admin,
          params: { id: 999_999 },
          body: driver({ phone: '0912000099', licence_number: '999999999999' }),
        })
      ).status,
    ).toBe(404);
    expect((await call(transportApi.deleteDriver, { as: admin, params: { id: 999_999 } })).status).toBe(404);
    expect((await call(transportApi.listDriver, { as: stranger, body: {} })).status).toBe(403);
    expect((await call(transportApi.createDriver, { as: stranger, body: driver() })).status).toBe(403);
  });
});
