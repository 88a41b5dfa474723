import { locateApi } from '@kenh/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { type Client, clientFor, dataOf, EN, call, anonymousClient } from '../../testing/api-client.js';
import { findZone } from './index.js';
import { areas, zones } from './locate.tables.js';

describe('locate: areas and zones', () => {
  let t: TestApp;
  let admin: Client;
  let reader: Client;
  let nobody: Client;
  let scopedToArea: Client;
  let scopedToZone: Client;
  let restrictedManager: Client;
  const ids = { north: 0, south: 0, zoneA: 0, zoneB: 0, zoneC: 0 };

  beforeAll(async () => {
    const callers = {
      admin: testCaller({ accountId: 1, isSuperuser: true }),
      reader: testCaller({ accountId: 2, permissions: ['area'] }),
      nobody: testCaller({ accountId: 3 }),
      // Scopes are filled in once the areas exist (the objects are read on every request).
      area: testCaller({ accountId: 4, permissions: ['area', 'area.manage'] }),
      zone: testCaller({ accountId: 5, permissions: ['area'] }),
      manager: testCaller({ accountId: 6, permissions: ['area', 'area.manage'] }),
    };
    t = await createTestApp({}, { callers });
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    admin = as('admin', 1);
    reader = as('reader', 2);
    nobody = as('nobody', 3);
    scopedToArea = as('area', 4);
    scopedToZone = as('zone', 5);
    restrictedManager = as('manager', 6);

    const north = dataOf(
      await call(locateApi.createArea, { as: admin, body: { name: 'Khu vực Hà Nội 1', region: 'north' } }),
    );
    const south = dataOf(
      await call(locateApi.createArea, {
        as: admin,
        body: { name: 'Khu vực Sài Gòn 1', region: 'south', note: 'Q1–Q3' },
      }),
    );
    ids.north = north.id;
    ids.south = south.id;
    ids.zoneA = dataOf(
      await call(locateApi.createZone, {
        as: admin,
        body: {
          name: 'Vùng Cầu Giấy',
          area_id: north.id,
          province_codes: ['01'],
        },
      }),
    ).id;
    ids.zoneB = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng Đống Đa', area_id: north.id } }),
    ).id;
    ids.zoneC = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng Quận 1', area_id: south.id } }),
    ).id;
    Object.assign(callers.area, {
      scope: { unrestricted: false, areaIds: [north.id], zoneIds: [], accountIds: [] },
    });
    Object.assign(callers.zone, {
      scope: { unrestricted: false, areaIds: [], zoneIds: [ids.zoneC], accountIds: [] },
    });
    Object.assign(callers.manager, {
      scope: { unrestricted: false, areaIds: [], zoneIds: [ids.zoneC], accountIds: [] },
    });
  });
  afterAll(() => t.close());

  it('creates areas with generated codes, folded unique names, audit rows and a message', async () => {
    const created = await call(locateApi.createArea, {
      as: admin,
      body: { name: 'Khu vực Đà Nẵng', region: 'central' },
    });
    expect(created.message).toBe('Đã tạo vùng');
    const area = dataOf(created);
    expect(area).toMatchObject({ code: 'KV003', name: 'Khu vực Đà Nẵng', region: 'central', zone_count: 0 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'area'), eq(auditLog.entityId, String(area.id))));
    expect(audit).toMatchObject({ entity: 'area', action: 'create' });

    // Same name without diacritics and in capitals: a duplicate.
    const duplicate = await call(locateApi.createArea, {
      as: admin,
      body: { name: 'KHU VUC DA NANG', region: 'central' },
      headers: EN,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.errors).toEqual([{ field: 'name', message: 'An area with this name already exists' }]);

    const bad = await call(locateApi.createArea, {
      raw: true,
      as: admin,
      body: { name: ' ', region: 'west' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([
      { field: 'name', message: 'Bạn cần điền vào mục này' },
      { field: 'region', message: 'Vui lòng chọn' },
    ]);
    const unknownManager = await call(locateApi.createArea, {
      as: admin,
      body: {
        name: 'Khu vực X',
        region: 'north',
        manager_id: 999999,
      },
    });
    expect(unknownManager.errors).toEqual([
      { field: 'manager_id', message: 'Tài khoản trưởng vùng không tồn tại' },
    ]);
  });

  it('never hands out the same code to concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(locateApi.createZone, { as: admin, body: { name: `Vùng song song ${i}`, area_id: ids.south } }),
      ),
    );
    const codes = responses.map((r) => dataOf(r).code);
    expect(new Set(codes).size).toBe(8);
    expect(codes.every((c) => /^VUNG\d{3}$/.test(c))).toBe(true);
    const areasAtOnce = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(locateApi.createArea, { as: admin, body: { name: `Khu vực song song ${i}`, region: 'south' } }),
      ),
    );
    expect(new Set(areasAtOnce.map((r) => dataOf(r).code)).size).toBe(5);
    for (const r of responses) await call(locateApi.deleteZone, { as: admin, params: { id: dataOf(r).id } });
    for (const r of areasAtOnce)
      await call(locateApi.deleteArea, { as: admin, params: { id: dataOf(r).id } });
  });

  it('lists areas with search ignoring diacritics, region filter, paging and counts', async () => {
    const account = await createTestAccount(t, { areaId: ids.north, zoneId: ids.zoneA });
    await createTestAccount(t, { areaId: ids.north, zoneId: null });
    const all = dataOf(await call(locateApi.getAllArea, { as: reader, query: { search: 'ha noi' } }));
    expect(all.total).toBe(1);
    expect(all.results[0]).toMatchObject({ id: ids.north, zone_count: 2, account_count: 2, editable: true });
    const south = dataOf(await call(locateApi.getAllArea, { as: reader, query: { region: 'south' } }));
    expect(south.results.map((a) => a.id)).toEqual([ids.south]);
    const paged = dataOf(await call(locateApi.getAllArea, { as: reader, query: { page: 1, page_size: 1 } }));
    expect(paged.results).toHaveLength(1);
    expect(paged.total).toBe(3);
    expect(
      (await call(locateApi.getAllArea, { raw: true, as: reader, query: { region: 'west' } })).status,
    ).toBe(400);
    expect((await call(locateApi.getAllArea, { as: nobody })).status).toBe(403);
    expect((await call(locateApi.getAllArea, { as: anonymousClient(t) })).status).toBe(401);

    const zoneA = dataOf(await call(locateApi.getZone, { as: reader, params: { id: ids.zoneA } }));
    expect(zoneA).toMatchObject({ account_count: 1, area_name: 'Khu vực Hà Nội 1', province_codes: ['01'] });
    const accountsInZone = dataOf(
      await call(locateApi.getAllAccountInZone, { as: reader, body: { zone_id: ids.zoneA } }),
    );
    expect(accountsInZone.results.map((a) => a.id)).toEqual([account.id]);
    const accountsInArea = dataOf(
      await call(locateApi.getAllAccountInZone, { as: reader, body: { area_id: ids.north, page_size: 10 } }),
    );
    expect(accountsInArea.total).toBe(2);
    expect((await call(locateApi.getAllAccountInZone, { as: reader, body: {} })).errors).toEqual([
      { field: 'zone_id', message: 'Chọn vùng hoặc khu vực' },
    ]);
  });

  it('lists zones by area, all zones filtered, and the dropdown tree', async () => {
    const byArea = dataOf(await call(locateApi.zoneByArea, { as: reader, params: { area_id: ids.north } }));
    expect(byArea.results.map((z) => z.name)).toEqual(['Vùng Cầu Giấy', 'Vùng Đống Đa']);
    expect((await call(locateApi.zoneByArea, { as: reader, params: { area_id: 999999 } })).status).toBe(404);
    const search = dataOf(await call(locateApi.getAllZone, { as: reader, query: { search: 'dong da' } }));
    expect(search.results.map((z) => z.id)).toEqual([ids.zoneB]);
    const south = dataOf(await call(locateApi.getAllZone, { as: reader, query: { region: 'south' } }));
    expect(south.results.map((z) => z.id)).toEqual([ids.zoneC]);
    const dropdown = dataOf(await call(locateApi.locateDropdown, { as: reader }));
    expect(dropdown.find((a) => a.value === ids.north)?.children.map((z) => z.value)).toEqual([
      ids.zoneA,
      ids.zoneB,
    ]);
  });

  it('keeps zone names unique within an area only and checks the area', async () => {
    const same = await call(locateApi.createZone, {
      as: admin,
      body: { name: 'vung cau giay', area_id: ids.north },
    });
    expect(same.status).toBe(409);
    expect(same.errors).toEqual([{ field: 'name', message: 'Vùng này đã có khu vực cùng tên' }]);
    const otherArea = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng Cầu Giấy', area_id: ids.south } }),
    );
    expect(otherArea.area_id).toBe(ids.south);
    await call(locateApi.deleteZone, { as: admin, params: { id: otherArea.id } });
    const noArea = await call(locateApi.createZone, { raw: true, as: admin, body: { name: 'Vùng lạc' } });
    expect(noArea.errors).toEqual([{ field: 'area_id', message: 'Vui lòng chọn' }]);
    const unknownArea = await call(locateApi.createZone, {
      as: admin,
      body: { name: 'Vùng lạc', area_id: 999999 },
    });
    expect(unknownArea.errors).toEqual([{ field: 'area_id', message: 'Không tìm thấy vùng' }]);
    const badProvince = await call(locateApi.createZone, {
      as: admin,
      body: {
        name: 'Vùng lạc',
        area_id: ids.north,
        province_codes: ['1x'],
      },
    });
    expect(badProvince.status).toBe(400);
  });

  it('updates areas and zones (moving a zone to another area)', async () => {
    const manager = await createTestAccount(t, { position: 'Trưởng vùng' });
    const updated = await call(locateApi.updateArea, {
      as: admin,
      params: { id: ids.south },
      body: {
        name: 'Khu vực Sài Gòn 1',
        region: 'south',
        manager_id: manager.id,
        note: 'Trung tâm',
      },
    });
    expect(updated.message).toBe('Đã cập nhật vùng');
    expect(dataOf(updated).manager).toMatchObject({ id: manager.id, username: manager.username });
    const zone = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng di chuyển', area_id: ids.north } }),
    );
    const moved = dataOf(
      await call(locateApi.updateZone, {
        as: admin,
        params: { id: zone.id },
        body: { name: 'Vùng di chuyển', area_id: ids.south },
      }),
    );
    expect(moved.area_id).toBe(ids.south);
    expect(await findZone(t.database.db, zone.id)).toEqual({
      id: zone.id,
      areaId: ids.south,
      name: 'Vùng di chuyển',
    });
    expect(await findZone(t.database.db, 999999)).toBeNull();
    await call(locateApi.deleteZone, { as: admin, params: { id: zone.id } });
    expect(
      (
        await call(locateApi.updateArea, {
          as: admin,
          params: { id: 999999 },
          body: { name: 'X', region: 'north' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(locateApi.updateArea, {
          as: reader,
          params: { id: ids.south },
          body: { name: 'X', region: 'north' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses to delete an area with zones or a zone with accounts, naming what holds it', async () => {
    const area = await call(locateApi.deleteArea, { as: admin, params: { id: ids.north } });
    expect(area.status).toBe(409);
    expect(area.message).toBe('Vùng còn 2 khu vực, hãy xóa hoặc chuyển các khu vực trước');
    const zone = await call(locateApi.deleteZone, { as: admin, params: { id: ids.zoneA }, headers: EN });
    expect(zone.status).toBe(409);
    expect(zone.message).toBe('1 account(s) are still assigned to the zone; move them first');
    expect(await t.database.db.select().from(zones).where(eq(zones.id, ids.zoneA))).toHaveLength(1);

    const empty = dataOf(
      await call(locateApi.createArea, { as: admin, body: { name: 'Khu vực tạm', region: 'north' } }),
    );
    const emptyZone = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng tạm', area_id: empty.id } }),
    );
    expect((await call(locateApi.deleteZone, { as: admin, params: { id: emptyZone.id } })).message).toBe(
      'Đã xóa khu vực',
    );
    const holder = await createTestAccount(t, { areaId: empty.id });
    const held = await call(locateApi.deleteArea, { as: admin, params: { id: empty.id } });
    expect(held.message).toBe('Vùng còn 1 tài khoản được gán, hãy chuyển các tài khoản trước');
    expect(holder.id).toBeGreaterThan(0);
    expect((await call(locateApi.deleteArea, { as: admin, params: { id: 999999 } })).status).toBe(404);
  });

  it('limits what a restricted caller sees and changes to the data scope', async () => {
    const areaView = dataOf(await call(locateApi.getAllArea, { as: scopedToArea }));
    expect(areaView.results.map((a) => a.id)).toEqual([ids.north]);
    expect((await call(locateApi.getArea, { as: scopedToArea, params: { id: ids.south } })).status).toBe(404);
    expect((await call(locateApi.getZone, { as: scopedToArea, params: { id: ids.zoneC } })).status).toBe(404);
    const zonesOfNorth = dataOf(await call(locateApi.getAllZone, { as: scopedToArea }));
    expect(zonesOfNorth.results.map((z) => z.id)).toEqual([ids.zoneA, ids.zoneB]);
    // A new area would fall outside the caller's scope.
    expect(
      (
        await call(locateApi.createArea, {
          as: scopedToArea,
          body: { name: 'Khu vực ngoài', region: 'north' },
        })
      ).status,
    ).toBe(403);

    // In scope through a zone only: the area shows, read-only, with just that zone — and counts
    // that zone and its accounts, as its member list lists them, not the whole area.
    const zoneD = dataOf(
      await call(locateApi.createZone, { as: admin, body: { name: 'Vùng Quận 3', area_id: ids.south } }),
    );
    await createTestAccount(t, { areaId: ids.south, zoneId: ids.zoneC });
    await createTestAccount(t, { areaId: ids.south, zoneId: zoneD.id });
    await createTestAccount(t, { areaId: ids.south });
    const zoneView = dataOf(await call(locateApi.getAllArea, { as: scopedToZone }));
    expect(zoneView.results.map((a) => [a.id, a.editable])).toEqual([[ids.south, false]]);
    const members = dataOf(
      await call(locateApi.getAllAccountInZone, {
        as: scopedToZone,
        body: { area_id: ids.south, page_size: 50 },
      }),
    );
    expect(zoneView.results[0]).toMatchObject({ zone_count: 1, account_count: members.total });
    expect(members.total).toBeGreaterThanOrEqual(1);
    const whole = dataOf(await call(locateApi.getArea, { as: admin, params: { id: ids.south } }));
    expect(whole).toMatchObject({ zone_count: 2, account_count: members.total + 2 });
    const dropdown = dataOf(await call(locateApi.locateDropdown, { as: scopedToZone }));
    expect(dropdown).toEqual([
      expect.objectContaining({ value: ids.south, children: [{ value: ids.zoneC, label: 'Vùng Quận 1' }] }),
    ]);
    const refused = await call(locateApi.updateArea, {
      as: restrictedManager,
      params: { id: ids.south },
      body: {
        name: 'Đổi tên',
        region: 'south',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Bạn chỉ được xem vùng này');
    const [row] = await t.database.db.select().from(areas).where(eq(areas.id, ids.south));
    expect(row?.name).toBe('Khu vực Sài Gòn 1');
  });
});
