import { transportApi, locateApi } from '@kenh/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { call, callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

describe('transport: transport records', () => {
  let t: TestApp;
  let admin: Client;
  let reader: Client;
  let scoped: Client;
  const areaIds = { inside: 0, outside: 0 };

  beforeAll(async () => {
    const callers = {
      admin: testCaller({ accountId: 1, isSuperuser: true }),
      reader: testCaller({ accountId: 2, permissions: ['transport'] }),
      // Its scope is filled in once the areas exist (the object is read on every request).
      scoped: testCaller({ accountId: 3, permissions: ['transport', 'transport.manage'] }),
    };
    t = await createTestApp({}, { callers });
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    admin = as('admin', 1);
    reader = as('reader', 2);
    scoped = as('scoped', 3);
    for (const side of ['inside', 'outside'] as const) {
      const area = await callData(locateApi.createArea, {
        as: admin,
        body: { name: `Vùng ${side}`, region: 'north' },
      });
      areaIds[side] = area.id;
    }
    callers.scoped.scope = { unrestricted: false, areaIds: [areaIds.inside], zoneIds: [], accountIds: [] };
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, reads, updates and deletes a record, each write audited', async () => {
    const created = await callData(transportApi.create, {
      as: admin,
      body: { name: 'Bản ghi Đà Nẵng', area_id: areaIds.inside, note: 'ghi chú' },
    });
    expect(created).toMatchObject({ name: 'Bản ghi Đà Nẵng', area_id: areaIds.inside, status: 'draft' });
    expect(created.area_name).toBe('Vùng inside');

    const page = await callData(transportApi.list, { as: reader, query: { search: 'da nang' } });
    expect(page.results.map((r) => r.id)).toEqual([created.id]);

    const duplicate = await call(transportApi.create, {
      as: admin,
      body: { name: 'bản ghi đà nẵng', area_id: areaIds.inside },
    });
    expect(duplicate.status).toBe(409);

    const updated = await callData(transportApi.update, {
      as: admin,
      params: { id: created.id },
      body: { name: 'Bản ghi Huế', area_id: areaIds.inside },
    });
    expect(updated).toMatchObject({ name: 'Bản ghi Huế', note: null });
    expect((await callData(transportApi.get, { as: reader, params: { id: created.id } })).name).toBe(
      'Bản ghi Huế',
    );

    await callData(transportApi.delete, { as: admin, params: { id: created.id } });
    expect((await call(transportApi.get, { as: reader, params: { id: created.id } })).status).toBe(404);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'transport'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('runs only the status actions the status machine allows', async () => {
    const record = await callData(transportApi.create, {
      as: admin,
      body: { name: 'Bản ghi trạng thái', area_id: areaIds.inside },
    });
    const activated = await callData(transportApi.status, {
      as: admin,
      params: { id: record.id },
      body: { action: 'activate' },
    });
    expect(activated.status).toBe('active');
    const again = await call(transportApi.status, {
      as: admin,
      params: { id: record.id },
      body: { action: 'activate' },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call(transportApi.status, {
          as: reader,
          params: { id: record.id },
          body: { action: 'archive' },
        })
      ).status,
    ).toBe(403);
  });

  it('keeps a restricted caller to the areas of their data scope, and an area to its records', async () => {
    const outside = await callData(transportApi.create, {
      as: admin,
      body: { name: 'Bản ghi ngoài phạm vi', area_id: areaIds.outside },
    });
    const list = await callData(transportApi.list, { as: scoped });
    expect(list.results.map((r) => r.area_id)).not.toContain(areaIds.outside);
    expect((await call(transportApi.get, { as: scoped, params: { id: outside.id } })).status).toBe(404);
    const refused = await call(transportApi.create, {
      as: scoped,
      body: { name: 'Bản ghi lấn phạm vi', area_id: areaIds.outside },
    });
    expect(refused.status).toBe(403);
    const inside = await call(transportApi.create, {
      as: scoped,
      body: { name: 'Bản ghi trong phạm vi', area_id: areaIds.inside },
    });
    expect(inside.status).toBe(200);

    const areaDelete = await call(locateApi.deleteArea, { as: admin, params: { id: areaIds.outside } });
    expect(areaDelete.status).toBe(409);
  });
});
