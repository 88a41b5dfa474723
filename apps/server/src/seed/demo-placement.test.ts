import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateApi } from '@kenh/contract';
import { accountManifest } from '../modules/account/index.js';
import { locateManifest } from '../modules/locate/index.js';
import { organizationManifest } from '../modules/organization/index.js';
import { staffManifest } from '../modules/staff/index.js';
import { runInAmbientTransaction } from '../platform/db/ambient-transaction.js';
import { callData, superClient } from '../testing/api-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoSeedContext } from './demo-data.js';

describe('demo accounts with staff records sit where their records do', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The seeds placement depends on (accounts, areas and zones, the organisation, staff), in order.
    const seed = demoSeedContext(t.app, 'Demo-pass-2026');
    await runInAmbientTransaction(t.database.db, async () => {
      for (const manifest of [accountManifest, locateManifest, organizationManifest, staffManifest])
        await manifest.seed!.run(seed);
    });
  }, 300_000);
  afterAll(() => t.close());

  const rows = async (query: string) => {
    const result = await t.database.db.execute(sql.raw(query));
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      unknown
    >[];
  };

  it('every linked account has its staff record’s area and zone', async () => {
    const [linked] = await rows(
      `select count(*)::int as n,
              count(*) filter (where a.area_id is distinct from s.area_id
                                  or a.zone_id is distinct from s.zone_id)::int as misplaced
         from staff s join accounts a on a.id = s.account_id`,
    );
    expect(Number(linked!.n)).toBeGreaterThanOrEqual(10);
    expect(Number(linked!.misplaced)).toBe(0);
  });

  it('the area and zone lists count and list the demo accounts placed there', async () => {
    const admin = await superClient(t);
    const placed = await rows(
      `select a.username, a.area_id, a.zone_id from staff s join accounts a on a.id = s.account_id
        where a.area_id is not null order by a.username`,
    );
    expect(placed.map((r) => r.username)).toEqual([
      'giamsat',
      'nvbanhang',
      'nvthitruong',
      'nvtt.nam',
      'truongvung',
    ]);
    const areaId = Number(placed[0]!.area_id);
    const zoneId = Number(placed.find((r) => r.username === 'nvthitruong')!.zone_id);
    const areas = await callData(locateApi.getAllArea, { as: admin, query: { page_size: 100 } });
    expect(areas.results.find((a) => a.id === areaId)!.account_count).toBe(5);
    const zones = await callData(locateApi.getAllZone, { as: admin, query: { area_id: areaId } });
    expect(zones.results.find((z) => z.id === zoneId)!.account_count).toBe(3);
    const members = await callData(locateApi.getAllAccountInZone, {
      as: admin,
      body: { area_id: areaId, page_size: 50 },
    });
    expect(members.results.map((a) => a.username).sort()).toEqual(placed.map((r) => r.username));
  });

  it('the demo area head (TV) heads the first area and the demo supervisor (GSKV) its first zone', async () => {
    const admin = await superClient(t);
    const areas = await callData(locateApi.getAllArea, { as: admin, query: { page_size: 100 } });
    const headed = areas.results.filter((a) => a.manager !== null);
    expect(headed.map((a) => [a.name, a.manager?.username])).toEqual([['Vùng Hà Nội 1', 'truongvung']]);
    const zones = await callData(locateApi.getAllZone, { as: admin, query: { area_id: headed[0]!.id } });
    const supervised = zones.results.filter((z) => z.supervisor !== null);
    expect(supervised.map((z) => [z.name, z.supervisor?.username])).toEqual([
      ['Khu vực Cầu Giấy', 'giamsat'],
    ]);
  });

  it('the area head sees its area, the supervisor its zone, the warehouse keeper the first area', async () => {
    const scopes = await rows(
      `select a.username, d.unrestricted, ar.name as area, z.name as zone
         from data_scopes d join accounts a on a.id = d.account_id
         left join areas ar on ar.id = any(d.area_ids) left join zones z on z.id = any(d.zone_ids)
        order by a.username`,
    );
    expect(scopes).toEqual([
      { username: 'giamsat', unrestricted: false, area: null, zone: 'Khu vực Cầu Giấy' },
      { username: 'kho.binhduong', unrestricted: false, area: 'Vùng Hà Nội 1', zone: null },
      { username: 'truongvung', unrestricted: false, area: 'Vùng Hà Nội 1', zone: null },
    ]);
  });
});
