import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { type Client, clientFor, dataOf, EN, errorsOf, messageOf } from '../../testing/api-client.js';
import { findZone } from './index.js';
import { areas, zones } from './locate.tables.js';

interface AreaData {
  id: number;
  code: string;
  name: string;
  region: string;
  zone_count: number;
  account_count: number;
  editable: boolean;
  manager: { id: number; username: string } | null;
}
interface ZoneData {
  id: number;
  code: string;
  name: string;
  area_id: number;
  area_name: string;
  account_count: number;
  province_codes: string[];
}
interface PageData<T> {
  results: T[];
  total: number;
}

const API = '/locate/api';

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

    const north = dataOf<AreaData>(
      await admin.post(`${API}/area/create`, { name: 'Khu vực Hà Nội 1', region: 'north' }),
    );
    const south = dataOf<AreaData>(
      await admin.post(`${API}/area/create`, { name: 'Khu vực Sài Gòn 1', region: 'south', note: 'Q1–Q3' }),
    );
    ids.north = north.id;
    ids.south = south.id;
    ids.zoneA = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, {
        name: 'Vùng Cầu Giấy',
        area_id: north.id,
        province_codes: ['01'],
      }),
    ).id;
    ids.zoneB = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, { name: 'Vùng Đống Đa', area_id: north.id }),
    ).id;
    ids.zoneC = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, { name: 'Vùng Quận 1', area_id: south.id }),
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
    const created = await admin.post(`${API}/area/create`, { name: 'Khu vực Đà Nẵng', region: 'central' });
    expect(messageOf(created)).toBe('Đã tạo khu vực');
    const area = dataOf<AreaData>(created);
    expect(area).toMatchObject({ code: 'KV003', name: 'Khu vực Đà Nẵng', region: 'central', zone_count: 0 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'area'), eq(auditLog.entityId, String(area.id))));
    expect(audit).toMatchObject({ entity: 'area', action: 'create' });

    // Same name without diacritics and in capitals: a duplicate.
    const duplicate = await admin.post(
      `${API}/area/create`,
      { name: 'KHU VUC DA NANG', region: 'central' },
      EN,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(errorsOf(duplicate)).toEqual([
      { field: 'name', message: 'An area with this name already exists' },
    ]);

    const bad = await admin.post(`${API}/area/create`, { name: ' ', region: 'west' });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      { field: 'name', message: 'Bạn cần điền vào mục này' },
      { field: 'region', message: 'Vui lòng chọn' },
    ]);
    const unknownManager = await admin.post(`${API}/area/create`, {
      name: 'Khu vực X',
      region: 'north',
      manager_id: 999999,
    });
    expect(errorsOf(unknownManager)).toEqual([
      { field: 'manager_id', message: 'Tài khoản quản lý không tồn tại' },
    ]);
  });

  it('never hands out the same code to concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post(`${API}/zone/create`, { name: `Vùng song song ${i}`, area_id: ids.south }),
      ),
    );
    const codes = responses.map((r) => dataOf<ZoneData>(r).code);
    expect(new Set(codes).size).toBe(8);
    expect(codes.every((c) => /^VUNG\d{3}$/.test(c))).toBe(true);
    const areasAtOnce = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        admin.post(`${API}/area/create`, { name: `Khu vực song song ${i}`, region: 'south' }),
      ),
    );
    expect(new Set(areasAtOnce.map((r) => dataOf<AreaData>(r).code)).size).toBe(5);
    for (const r of responses) await admin.del(`${API}/zone/${dataOf<ZoneData>(r).id}`);
    for (const r of areasAtOnce) await admin.del(`${API}/area/${dataOf<AreaData>(r).id}`);
  });

  it('lists areas with search ignoring diacritics, region filter, paging and counts', async () => {
    const account = await createTestAccount(t, { areaId: ids.north, zoneId: ids.zoneA });
    await createTestAccount(t, { areaId: ids.north, zoneId: null });
    const all = dataOf<PageData<AreaData>>(await reader.get(`${API}/get_all_area?search=ha noi`));
    expect(all.total).toBe(1);
    expect(all.results[0]).toMatchObject({ id: ids.north, zone_count: 2, account_count: 2, editable: true });
    const south = dataOf<PageData<AreaData>>(await reader.get(`${API}/get_all_area?region=south`));
    expect(south.results.map((a) => a.id)).toEqual([ids.south]);
    const paged = dataOf<PageData<AreaData>>(await reader.get(`${API}/get_all_area?page=1&page_size=1`));
    expect(paged.results).toHaveLength(1);
    expect(paged.total).toBe(3);
    expect((await reader.get(`${API}/get_all_area?region=west`)).statusCode).toBe(400);
    expect((await nobody.get(`${API}/get_all_area`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/get_all_area` })).statusCode).toBe(401);

    const zoneA = dataOf<ZoneData>(await reader.get(`${API}/zone/${ids.zoneA}`));
    expect(zoneA).toMatchObject({ account_count: 1, area_name: 'Khu vực Hà Nội 1', province_codes: ['01'] });
    const accountsInZone = dataOf<PageData<{ id: number }>>(
      await reader.post(`${API}/get_all_account_in_zone`, { zone_id: ids.zoneA }),
    );
    expect(accountsInZone.results.map((a) => a.id)).toEqual([account.id]);
    const accountsInArea = dataOf<PageData<{ id: number }>>(
      await reader.post(`${API}/get_all_account_in_zone`, { area_id: ids.north, page_size: 10 }),
    );
    expect(accountsInArea.total).toBe(2);
    expect(errorsOf(await reader.post(`${API}/get_all_account_in_zone`, {}))).toEqual([
      { field: 'zone_id', message: 'Chọn vùng hoặc khu vực' },
    ]);
  });

  it('lists zones by area, all zones filtered, and the dropdown tree', async () => {
    const byArea = dataOf<{ results: ZoneData[] }>(await reader.get(`${API}/zone_by_area/${ids.north}`));
    expect(byArea.results.map((z) => z.name)).toEqual(['Vùng Cầu Giấy', 'Vùng Đống Đa']);
    expect((await reader.get(`${API}/zone_by_area/999999`)).statusCode).toBe(404);
    const search = dataOf<PageData<ZoneData>>(await reader.get(`${API}/zone/all?search=dong da`));
    expect(search.results.map((z) => z.id)).toEqual([ids.zoneB]);
    const south = dataOf<PageData<ZoneData>>(await reader.get(`${API}/zone/all?region=south`));
    expect(south.results.map((z) => z.id)).toEqual([ids.zoneC]);
    const dropdown = dataOf<{ value: number; label: string; children: { value: number }[] }[]>(
      await reader.get(`${API}/locate_dropdown`),
    );
    expect(dropdown.find((a) => a.value === ids.north)?.children.map((z) => z.value)).toEqual([
      ids.zoneA,
      ids.zoneB,
    ]);
  });

  it('keeps zone names unique within an area only and checks the area', async () => {
    const same = await admin.post(`${API}/zone/create`, { name: 'vung cau giay', area_id: ids.north });
    expect(same.statusCode).toBe(409);
    expect(errorsOf(same)).toEqual([{ field: 'name', message: 'Khu vực này đã có vùng cùng tên' }]);
    const otherArea = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, { name: 'Vùng Cầu Giấy', area_id: ids.south }),
    );
    expect(otherArea.area_id).toBe(ids.south);
    await admin.del(`${API}/zone/${otherArea.id}`);
    const noArea = await admin.post(`${API}/zone/create`, { name: 'Vùng lạc' });
    expect(errorsOf(noArea)).toEqual([{ field: 'area_id', message: 'Vui lòng chọn' }]);
    const unknownArea = await admin.post(`${API}/zone/create`, { name: 'Vùng lạc', area_id: 999999 });
    expect(errorsOf(unknownArea)).toEqual([{ field: 'area_id', message: 'Không tìm thấy khu vực' }]);
    const badProvince = await admin.post(`${API}/zone/create`, {
      name: 'Vùng lạc',
      area_id: ids.north,
      province_codes: ['1x'],
    });
    expect(badProvince.statusCode).toBe(400);
  });

  it('updates areas and zones (moving a zone to another area)', async () => {
    const manager = await createTestAccount(t, { position: 'Trưởng vùng' });
    const updated = await admin.put(`${API}/area/${ids.south}`, {
      name: 'Khu vực Sài Gòn 1',
      region: 'south',
      manager_id: manager.id,
      note: 'Trung tâm',
    });
    expect(messageOf(updated)).toBe('Đã cập nhật khu vực');
    expect(dataOf<AreaData>(updated).manager).toMatchObject({ id: manager.id, username: manager.username });
    const zone = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, { name: 'Vùng di chuyển', area_id: ids.north }),
    );
    const moved = dataOf<ZoneData>(
      await admin.put(`${API}/zone/${zone.id}`, { name: 'Vùng di chuyển', area_id: ids.south }),
    );
    expect(moved.area_id).toBe(ids.south);
    expect(await findZone(t.database.db, zone.id)).toEqual({
      id: zone.id,
      areaId: ids.south,
      name: 'Vùng di chuyển',
    });
    expect(await findZone(t.database.db, 999999)).toBeNull();
    await admin.del(`${API}/zone/${zone.id}`);
    expect((await admin.put(`${API}/area/999999`, { name: 'X', region: 'north' })).statusCode).toBe(404);
    expect((await reader.put(`${API}/area/${ids.south}`, { name: 'X', region: 'north' })).statusCode).toBe(
      403,
    );
  });

  it('refuses to delete an area with zones or a zone with accounts, naming what holds it', async () => {
    const area = await admin.del(`${API}/area/${ids.north}`);
    expect(area.statusCode).toBe(409);
    expect(messageOf(area)).toBe('Khu vực còn 2 vùng, hãy xoá hoặc chuyển các vùng trước');
    const zone = await admin.del(`${API}/zone/${ids.zoneA}`, EN);
    expect(zone.statusCode).toBe(409);
    expect(messageOf(zone)).toBe('1 account(s) are still assigned to the zone; move them first');
    expect(await t.database.db.select().from(zones).where(eq(zones.id, ids.zoneA))).toHaveLength(1);

    const empty = dataOf<AreaData>(
      await admin.post(`${API}/area/create`, { name: 'Khu vực tạm', region: 'north' }),
    );
    const emptyZone = dataOf<ZoneData>(
      await admin.post(`${API}/zone/create`, { name: 'Vùng tạm', area_id: empty.id }),
    );
    expect(messageOf(await admin.del(`${API}/zone/${emptyZone.id}`))).toBe('Đã xoá vùng');
    const holder = await createTestAccount(t, { areaId: empty.id });
    const held = await admin.del(`${API}/area/${empty.id}`);
    expect(messageOf(held)).toBe('Khu vực còn 1 tài khoản được gán, hãy chuyển các tài khoản trước');
    expect(holder.id).toBeGreaterThan(0);
    expect((await admin.del(`${API}/area/999999`)).statusCode).toBe(404);
  });

  it('limits what a restricted caller sees and changes to the data scope', async () => {
    const areaView = dataOf<PageData<AreaData>>(await scopedToArea.get(`${API}/get_all_area`));
    expect(areaView.results.map((a) => a.id)).toEqual([ids.north]);
    expect((await scopedToArea.get(`${API}/area/${ids.south}`)).statusCode).toBe(404);
    expect((await scopedToArea.get(`${API}/zone/${ids.zoneC}`)).statusCode).toBe(404);
    const zonesOfNorth = dataOf<PageData<ZoneData>>(await scopedToArea.get(`${API}/zone/all`));
    expect(zonesOfNorth.results.map((z) => z.id)).toEqual([ids.zoneA, ids.zoneB]);
    // A new area would fall outside the caller's scope.
    expect(
      (await scopedToArea.post(`${API}/area/create`, { name: 'Khu vực ngoài', region: 'north' })).statusCode,
    ).toBe(403);

    // In scope through a zone only: the area shows, read-only, with just that zone.
    const zoneView = dataOf<PageData<AreaData>>(await scopedToZone.get(`${API}/get_all_area`));
    expect(zoneView.results.map((a) => [a.id, a.editable])).toEqual([[ids.south, false]]);
    const dropdown = dataOf<{ value: number; children: { value: number }[] }[]>(
      await scopedToZone.get(`${API}/locate_dropdown`),
    );
    expect(dropdown).toEqual([
      expect.objectContaining({ value: ids.south, children: [{ value: ids.zoneC, label: 'Vùng Quận 1' }] }),
    ]);
    const refused = await restrictedManager.put(`${API}/area/${ids.south}`, {
      name: 'Đổi tên',
      region: 'south',
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Bạn chỉ được xem khu vực này');
    const [row] = await t.database.db.select().from(areas).where(eq(areas.id, ids.south));
    expect(row?.name).toBe('Khu vực Sài Gòn 1');
  });
});
