import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/accounts.js';
import { DEMO_ACCOUNTS } from '../modules/account/index.js';
import { staff, staffManifest } from '../modules/staff/index.js';
import { zones } from '../modules/locate/index.js';
import { appContextOf } from '../app.js';
import { rowsOf } from '../platform/db/rows.js';
import { seedThenStartJobs } from '../server.js';
import { demoSeedContext, formatDemoAccounts, loadDemoData } from './demo-data.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every demo account signs in below: more sign-ins than one IP may make by default.
    t = await createTestApp({
      RATE_LIMIT_LOGIN: '100',
      DEMO_DATA: 'true',
      DEMO_ADMIN_PASSWORD: 'Demo-pass-2026',
    });
  });
  afterAll(() => t.close());

  // One full load for the whole file: accounts, roles, the organisation, ~200 staff and contracts.
  it(
    'creates one account per type and derived role, with working roles, exactly once',
    { timeout: 300_000 },
    async () => {
      // As a first start does: the demo data, then the jobs, whose first run finds the seeded lots.
      const seeded = await seedThenStartJobs(t.app, t.database, t.config);
      expect(seeded).not.toBeNull();
      const notices = await t.database.db.execute(
        sql`select count(*)::int as n from lot_expiry_notices where kind = 'near_expiry'`,
      );
      expect(rowsOf<{ n: number }>(notices)[0]!.n).toBeGreaterThan(0);
      const types = new Set(seeded!.map((a) => a.type));
      expect([...types].sort()).toEqual(['AD', 'CHTH', 'CTV', 'KH', 'KT', 'NPP', 'NVTT', 'WAREHOUSE']);
      const roles = new Set(seeded!.map((a) => a.role));
      expect([...roles].sort()).toEqual(['AD', 'GSKV', 'MASTER', 'STAFF', 'SUPER', 'TV']);
      expect(await loadDemoData(t.app, t.database.db, 'Demo-pass-2026')).toBeNull();
      expect(formatDemoAccounts(seeded!, 'Demo-pass-2026')).toContain('photonggiamdoc');
    },
  );

  it('lets every demo account sign in with the demo password and the permissions of its role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { body } = await loginAs(t, account.username, 'Demo-pass-2026');
      expect(body.user.username).toBe(account.username);
    }
    const hr = await loginAs(t, 'nhansu', 'Demo-pass-2026');
    expect(hr.body.permission).toContain('employeestaff');
    expect(hr.body.permission).not.toContain('user');
    const deputy = await loginAs(t, 'photonggiamdoc', 'Demo-pass-2026');
    expect(deputy.body.role).toBe('MASTER');
    expect(deputy.body.profile).toContainEqual({ name: 'ad_position', value: 'Phó tổng giám đốc' });
    const accounts = await t.app.inject({
      url: '/account/api/get_all?page=0&page_size=50',
      headers: { authorization: `Bearer ${hr.accessToken}` },
    });
    expect(accounts.statusCode).toBe(403);
  });

  it('places ~200 staff over the demo areas, linked to the demo accounts, once', async () => {
    const one = async (query: string) => {
      const result = await t.database.db.execute(sql.raw(query));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
        string,
        unknown
      >[];
      return rows[0]!;
    };
    const totals = await one(
      `select count(*)::int as n, count(account_id)::int as linked, count(distinct zone_id)::int as zones,
              count(distinct area_id)::int as areas, count(distinct position_id)::int as positions
         from staff`,
    );
    expect(Number(totals.n)).toBeGreaterThanOrEqual(180);
    expect(Number(totals.n)).toBeLessThanOrEqual(230);
    expect(Number(totals.linked)).toBeGreaterThanOrEqual(10);
    expect(Number(totals.zones)).toBe(40);
    expect(Number(totals.areas)).toBe(10);
    expect(Number(totals.positions)).toBeGreaterThanOrEqual(8);
    const giamsat = await one(
      `select p.name as position, m.fullname as manager from staff s
         join accounts a on a.id = s.account_id left join positions p on p.id = s.position_id
         left join staff m on m.id = s.manager_id where a.username = 'giamsat'`,
    );
    expect(giamsat.position).toBe('Giám sát khu vực');
    expect(giamsat.manager).not.toBeNull();
    const contracts = await one('select count(distinct staff_id)::int as n from employee_contracts');
    expect(Number(contracts.n)).toBe(Number(totals.n));
    // A second run adds nobody.
    await staffManifest.seed!.run(demoSeedContext(t.app, 'Demo-pass-2026'));
    expect(Number((await one('select count(*)::int as n from staff')).n)).toBe(Number(totals.n));
  });

  it('refuses deleting what demo staff hold, naming the holder', async () => {
    const admin = await loginAs(t, 'admin', 'Demo-pass-2026');
    const accounts = await t.database.db.execute(sql`select id from accounts where username = 'giamsat'`);
    const [row] = (Array.isArray(accounts) ? accounts : (accounts as { rows: unknown[] }).rows) as {
      id: number;
    }[];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/account/api/delete_account',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'accept-language': 'en' },
      payload: { id: row!.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'The account is linked to 1 staff record(s); unlink it first',
    );
    // A zone whose staff have no accounts: the staff are what holds it.
    const [zone] = await t.database.db.select({ id: zones.id }).from(zones).orderBy(desc(zones.id)).limit(1);
    const held = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.zoneId, zone!.id));
    await expect(
      appContextOf(t.app).deleteProtection.assertDeletable(t.database.db, 'zone', zone!.id),
    ).rejects.toMatchObject({
      status: 409,
      messageKey: 'locate.zone_has_staff',
      options: { params: { n: held.length } },
    });
  });
});
