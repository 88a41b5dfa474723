import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { areas, locateManifest, zones } from '../modules/locate/index.js';
import { demoSeedContext } from './demo-data.js';

describe('locate demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates 10 areas over 3 regions and 40 zones, once', async () => {
    const admin = await signedInAccount(t, { isSuperuser: true });
    const seed = demoSeedContext(t.app, 'Demo-pass-2026', admin.username);
    await locateManifest.seed!.run(seed);
    await locateManifest.seed!.run(seed);
    const areaRows = await t.database.db.select().from(areas);
    const zoneRows = await t.database.db.select().from(zones);
    expect(areaRows).toHaveLength(10);
    expect(new Set(areaRows.map((a) => a.region))).toEqual(new Set(['north', 'central', 'south']));
    expect(zoneRows).toHaveLength(40);
    expect(areaRows.map((a) => a.code).sort()[0]).toBe('KV001');
    const hanoi = areaRows.find((a) => a.name === 'Vùng Hà Nội 1')!;
    expect(zoneRows.filter((z) => z.areaId === hanoi.id).map((z) => z.name)).toContain('Khu vực Cầu Giấy');
  });
});
