import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { areas, zones } from '../modules/locate/index.js';
import { staff } from '../modules/staff/index.js';
import { employeeContractManifest } from '../modules/employee-contract/index.js';
import { demoSeedContext } from './demo-data.js';

describe('employee-contract demo data', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let seed: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    const account = await signedInAccount(t, { isSuperuser: true });
    seed = () =>
      employeeContractManifest.seed!.run(demoSeedContext(t.app, 'Demo-pass-2026', account.username));
    headers = account.headers;
    const db = t.database.db;
    const [area] = await db
      .insert(areas)
      .values({ code: 'KVDEMO', name: 'Khu vực demo', region: 'north' })
      .returning();
    const [zone] = await db
      .insert(zones)
      .values({ code: 'VDEMO', name: 'Vùng demo', areaId: area!.id })
      .returning();
    await db.insert(staff).values(
      Array.from({ length: 40 }, (_, i) => ({
        code: `NVD${String(i).padStart(3, '0')}`,
        fullname: `Nhân sự demo ${i}`,
        areaId: area!.id,
        zoneId: zone!.id,
      })),
    );
  });
  afterAll(() => t.close());

  it('gives every staff member one contract, mostly active, and runs only once', async () => {
    await seed();
    const count = async (status?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/staff/api/employee_contract_list',
        headers,
        payload: status ? { status } : {},
      });
      return response.json<{ data: { total: number } }>().data.total;
    };
    expect(await count()).toBe(40);
    expect({
      draft: await count('draft'),
      pending: await count('pending'),
      approved: await count('approved'),
      active: await count('active'),
      terminated: await count('terminated'),
      expired: await count('expired'),
    }).toEqual({ draft: 2, pending: 2, approved: 2, active: 30, terminated: 2, expired: 2 });
    await seed();
    expect(await count()).toBe(40);
  });
});
