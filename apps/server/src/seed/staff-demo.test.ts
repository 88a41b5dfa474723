import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loadDemoData } from './demo-data.js';
import { seedLocateDemo } from './locate-demo.js';
import { seedOrganizationDemo } from './organization-demo.js';
import { seedStaffDemo } from './staff-demo.js';
import { signedInAccount } from '../testing/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff demo seed', () => {
  it(
    'creates ~200 staff over the demo areas, linked to the demo accounts, once',
    { timeout: 240_000 },
    async () => {
      await loadDemoData(t.app, t.database.db, 'Demo-pass-123');
      const admin = await signedInAccount(t, { isSuperuser: true });
      const token = admin.headers.authorization!.replace('Bearer ', '');
      await seedLocateDemo(t.app, t.database.db, token);
      await seedOrganizationDemo(t.app, t.database.db, token);
      await seedStaffDemo(t.app, t.database.db, token);
      const one = async (q: string) => {
        const r = await t.database.db.execute(sql.raw(q));
        const rows = (Array.isArray(r) ? r : (r as { rows: Record<string, unknown>[] }).rows) as Record<
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
        `select s.fullname, p.name as position, m.fullname as manager from staff s
         join accounts a on a.id = s.account_id left join positions p on p.id = s.position_id
         left join staff m on m.id = s.manager_id where a.username = 'giamsat'`,
      );
      expect(giamsat.position).toBe('Giám sát khu vực');
      expect(giamsat.manager).not.toBeNull();
      await seedStaffDemo(t.app, t.database.db, token);
      expect(Number((await one('select count(*)::int as n from staff')).n)).toBe(Number(totals.n));
    },
  );
});
