import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedEmployeeContractDemo } from '../../seed/employee-contract-demo.js';
import { clientFor, dataOf, type Client } from '../access/access-test-kit.js';
import { BASE, insertAreaZone, insertStaff } from './employee-contract.test-kit.js';

describe('employee-contract demo data', () => {
  let t: TestApp;
  let admin: Client;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const account = await signedInAccount(t, { isSuperuser: true });
    token = account.accessToken;
    admin = clientFor(t, account.id, account.headers);
    const place = await insertAreaZone(t);
    for (let i = 0; i < 40; i += 1) await insertStaff(t, { fullname: `Nhân sự demo ${i}`, ...place });
  });
  afterAll(() => t.close());

  it('gives every staff member one contract, mostly active, and runs only once', async () => {
    await seedEmployeeContractDemo(t.app, t.database.db, token);
    const count = async (status?: string) =>
      dataOf<{ total: number }>(await admin.post(`${BASE}/employee_contract_list`, status ? { status } : {})).total;
    expect(await count()).toBe(40);
    expect({
      draft: await count('draft'),
      pending: await count('pending'),
      approved: await count('approved'),
      active: await count('active'),
      terminated: await count('terminated'),
      expired: await count('expired'),
    }).toEqual({ draft: 2, pending: 2, approved: 2, active: 30, terminated: 2, expired: 2 });
    await seedEmployeeContractDemo(t.app, t.database.db, token);
    expect(await count()).toBe(40);
  });
});
