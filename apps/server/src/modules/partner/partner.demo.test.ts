import { locateApi, partnerApi, type Region } from '@kenh/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/app-context.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { accountManifest } from '../account/index.js';
import { areas } from '../locate/index.js';
import { partnerManifest, partnerProfiles } from './index.js';

describe('partner demo data', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp({}, { callers: { admin: testCaller({ accountId: 1, isSuperuser: true }) } });
    admin = clientFor(t, 1, { authorization: 'Bearer admin' });
  });
  afterAll(() => t.close());

  it(
    'seeds a sales network once, with the demo partner accounts profiled',
    { timeout: 120_000 },
    async () => {
      // The demo accounts and one area per region with two zones (province codes as the locate demo's).
      const places: [string, Region, string[]][] = [
        ['Vùng Hà Nội', 'north', ['01', '31']],
        ['Vùng Đà Nẵng', 'central', ['48', '46']],
        ['Vùng Hồ Chí Minh', 'south', ['79', '92']],
      ];
      for (const [name, region, provinces] of places) {
        const area = await callData(locateApi.createArea, { as: admin, body: { name, region } });
        for (const code of provinces)
          await callData(locateApi.createZone, {
            as: admin,
            body: { name: `${name} ${code}`, area_id: area.id, province_codes: [code] },
          });
      }
      // The account and partner seeds read only the database and the password.
      const seed = {
        ctx: { db: t.database.db } as unknown as AppContext,
        admin: () => Promise.resolve(testCaller({ accountId: 1, isSuperuser: true })),
        password: 'Demo-pass-2026',
      } satisfies SeedContext;
      await accountManifest.seed!.run(seed);
      await partnerManifest.seed!.run(seed);
      // A second run leaves everything as it is.
      await partnerManifest.seed!.run(seed);

      const db = t.database.db;
      const rows = await db
        .select({ type: partnerProfiles.type, n: sql<number>`count(*)::int` })
        .from(partnerProfiles)
        .groupBy(partnerProfiles.type);
      expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toEqual({
        CHTH: 2001,
        CTV: 2,
        KH: 21,
        NPP: 32,
        NVTT: 62,
      });
      const regions = await db
        .selectDistinct({ region: areas.region })
        .from(partnerProfiles)
        .innerJoin(areas, eq(areas.id, partnerProfiles.areaId))
        .where(eq(partnerProfiles.type, 'NPP'));
      expect(regions.map((r) => r.region).sort()).toEqual(['central', 'north', 'south']);
      // Every demo store has coordinates, within ±0.04° of its zone's province centre.
      const unplaced = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(partnerProfiles)
        .where(and(eq(partnerProfiles.type, 'CHTH'), isNull(partnerProfiles.latitude)));
      expect(unplaced[0]!.n).toBe(0);

      const pending = await callData(partnerApi.list, {
        as: admin,
        query: { type: 'NPP', status: 'pending' },
      });
      expect(pending.results.map((r) => r.username)).toEqual(['dangky.npp']);
      const minhPhat = await callData(partnerApi.list, {
        as: admin,
        query: { type: 'NPP', search: 'minh phat' },
      });
      expect(minhPhat.results[0]).toMatchObject({ username: 'npp.minhphat', tax_code: '0100233488' });
      const coHanh = await callData(partnerApi.list, {
        as: admin,
        query: { type: 'CHTH', search: 'co hanh' },
      });
      expect(coHanh.results[0]).toMatchObject({
        distributor_name: 'Công ty TNHH Phân phối Minh Phát',
        field_staff_name: 'Lý Văn Nam',
      });
      const tmdt = await callData(partnerApi.allCustomers, { as: admin, body: { kind: 'tmdt' } });
      expect(tmdt.total).toBe(20);
    },
  );
});
