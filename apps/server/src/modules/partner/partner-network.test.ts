import { locateApi, partnerApi, type CreatePartnerBody } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';

/** Great-circle distance on earthdistance's sphere (radius 6,378,168 m). */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.sqrt(a));
}

// Hoàn Kiếm lake; stores at ~0.5, ~1.1, ~1.9, ~3.3 km to the north-east, one far away in Hồ Chí Minh City.
const CENTRE = { lat: 21.0285, lng: 105.8542 };
const STORES: [string, number, number][] = [
  ['Tạp hóa Gần', 21.032, 105.8575],
  ['Tạp hóa Vừa', 21.0365, 105.8612],
  ['Tạp hóa Xa', 21.042, 105.8662],
  ['Tạp hóa Rất Xa', 21.052, 105.8752],
  ['Tạp hóa Sài Gòn', 10.7769, 106.7009],
];

let t: TestApp;
let admin: Client;
let scoped: Client;
const ids: number[] = [];
let outsideStore = 0;
let npp = 0;

beforeAll(async () => {
  const callers = {
    admin: testCaller({ accountId: 1, isSuperuser: true }),
    scoped: testCaller({ accountId: 2, permissions: ['partner'] }),
  };
  t = await createTestApp({}, { callers });
  admin = clientFor(t, 1, { authorization: 'Bearer admin' });
  scoped = clientFor(t, 2, { authorization: 'Bearer scoped' });
  const areaIds: number[] = [];
  for (const name of ['Vùng Hà Nội', 'Vùng khác']) {
    const a = await callData(locateApi.createArea, { as: admin, body: { name, region: 'north' } });
    areaIds.push(a.id);
  }
  callers.scoped.scope = { unrestricted: false, areaIds: [areaIds[0]!], zoneIds: [], accountIds: [] };
  const make = (extra: Partial<CreatePartnerBody> & Pick<CreatePartnerBody, 'type' | 'fullname'>) =>
    callData(partnerApi.create, {
      as: admin,
      body: {
        username: `p${ids.length}.${Date.now()}`,
        password: 'Mat-khau-123',
        area_id: areaIds[0],
        ...extra,
      },
    });
  npp = (await make({ type: 'NPP', fullname: 'NPP Hà Nội', latitude: 21.03, longitude: 105.85 })).id;
  for (const [fullname, latitude, longitude] of STORES)
    ids.push((await make({ type: 'CHTH', fullname, latitude, longitude, distributor_id: npp })).id);
  // A store without coordinates never shows; one outside the scoped caller's area only for others.
  await make({ type: 'CHTH', fullname: 'Tạp hóa Không Tọa Độ' });
  outsideStore = (
    await make({
      type: 'CHTH',
      fullname: 'Tạp hóa Ngoài',
      area_id: areaIds[1],
      latitude: 21.029,
      longitude: 105.855,
    })
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('places and the sales-network map', () => {
  it('finds stores within a radius, nearest first, with exact great-circle distances', async () => {
    const places = await callData(partnerApi.placesWithinRadius, {
      as: admin,
      body: { ...CENTRE, radius: 2000, types: ['CHTH'] },
    });
    expect(places.map((p) => p.fullname)).toEqual([
      'Tạp hóa Ngoài',
      'Tạp hóa Gần',
      'Tạp hóa Vừa',
      'Tạp hóa Xa',
    ]);
    for (const p of places) {
      expect(p.distance_m).toBeLessThanOrEqual(2000);
      expect(
        Math.abs(p.distance_m - haversine(CENTRE.lat, CENTRE.lng, p.latitude, p.longitude)),
      ).toBeLessThan(1);
    }
    const scopedPlaces = await callData(partnerApi.placesWithinRadius, {
      as: scoped,
      body: { ...CENTRE, radius: 2000, types: ['CHTH'] },
    });
    expect(scopedPlaces.map((p) => p.id)).not.toContain(outsideStore);
    // The neighbours of one point leave the point out; other types are filtered away.
    const neighbours = await callData(partnerApi.placesWithinRadius, {
      as: admin,
      body: { lat: 21.032, lng: 105.8575, radius: 1000, exclude_id: ids[0] },
    });
    expect(neighbours.map((p) => p.id)).not.toContain(ids[0]);
    expect(neighbours.map((p) => p.type)).toContain('NPP');
  });

  it('pages the radius search with a total, and refuses bad input', async () => {
    const body = { ...CENTRE, radius: 5000, types: ['CHTH' as const] };
    const first = await callData(partnerApi.placesWithinRadiusPaginate, {
      as: scoped,
      body: { ...body, page_size: 2 },
    });
    const second = await callData(partnerApi.placesWithinRadiusPaginate, {
      as: scoped,
      body: { ...body, page: 1, page_size: 2 },
    });
    expect(first.total).toBe(4);
    expect([...first.results, ...second.results].map((p) => p.fullname)).toEqual([
      'Tạp hóa Gần',
      'Tạp hóa Vừa',
      'Tạp hóa Xa',
      'Tạp hóa Rất Xa',
    ]);
    for (const bad of [{ radius: 0 }, { radius: 60_000 }, { lat: 91 }, { lng: 'x' }]) {
      const res = await call(partnerApi.placesWithinRadiusPaginate, {
        as: admin,
        raw: true,
        body: { ...body, ...bad },
      });
      expect(res.status).toBe(400);
    }
  });

  it('the radius query uses the earthdistance index, not a scan', async () => {
    const db = t.database.db;
    await db.execute(sql`set enable_seqscan = off`);
    const plan: unknown = await db.execute(
      sql`explain select account_id from partner_profiles where latitude is not null and longitude is not null and earth_box(ll_to_earth(21.0, 105.8), 2000) @> ll_to_earth(latitude, longitude)`,
    );
    await db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify(plan)).toContain('partner_profiles_earth_idx');
  });

  it('answers the points of a bounding box, filtered and within the scope', async () => {
    const box = { min_lat: 20.9, max_lat: 21.1, min_lng: 105.7, max_lng: 106.0 };
    const all = await callData(partnerApi.mapSalesNetwork, { as: admin, body: box });
    expect(all.capped).toBe(false);
    expect(all.points.map((p) => p.id).sort()).toEqual([npp, ...ids.slice(0, 4), outsideStore].sort());
    const stores = await callData(partnerApi.mapSalesNetwork, {
      as: scoped,
      body: { ...box, types: ['CHTH'] },
    });
    expect(stores.points.map((p) => p.id).sort()).toEqual(ids.slice(0, 4).sort());
    expect(stores.points[0]).toMatchObject({ distributor_id: npp });
    const inverted = await call(partnerApi.mapSalesNetwork, { as: admin, body: { ...box, min_lat: 22 } });
    expect(inverted.errors.map((e) => e.field)).toEqual(['max_lat']);
  });

  it('counts partners created per day, per month and the store creation speed', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const year = Number(today.slice(0, 4));
    const perDay = await callData(partnerApi.accountCreatedByDate, {
      as: admin,
      body: { from: today, to: today },
    });
    expect(perDay).toEqual([
      { date: today, type: 'CHTH', count: 7 },
      { date: today, type: 'NPP', count: 1 },
    ]);
    const scopedDay = await callData(partnerApi.accountCreatedByDate, {
      as: scoped,
      body: { from: today, to: today, types: ['CHTH'] },
    });
    expect(scopedDay).toEqual([{ date: today, type: 'CHTH', count: 6 }]);
    const months = await callData(partnerApi.chartSystemActiveMonthly, { as: admin, body: { year } });
    expect(months).toHaveLength(12);
    const month = months[Number(today.slice(5, 7)) - 1]!;
    expect(month).toMatchObject({ total: 8, counts: { CHTH: 7, NPP: 1, NVTT: 0 } });
    expect(months.reduce((n, m) => n + m.total, 0)).toBe(8);

    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const days = await callData(partnerApi.storeCreatingSpeed, {
      as: admin,
      body: { from: weekAgo, to: today },
    });
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ period_start: today, count: 7 });
    expect(days.slice(0, -1).every((d) => d.count === 0)).toBe(true);
    const weeks = await callData(partnerApi.storeCreatingSpeed, {
      as: admin,
      body: { from: weekAgo, to: today, unit: 'week' },
    });
    expect(weeks.every((w) => new Date(`${w.period_start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(7);
    const backwards = await call(partnerApi.storeCreatingSpeed, {
      as: admin,
      body: { from: today, to: weekAgo },
    });
    expect(backwards.errors.map((e) => e.field)).toEqual(['to']);
    expect(
      (await call(partnerApi.chartSystemActiveMonthly, { as: admin, raw: true, body: { year: 1999 } }))
        .status,
    ).toBe(400);
  });
});
