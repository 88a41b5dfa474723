import { sql } from 'drizzle-orm';
import { priceListApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/app-context.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { callData, clientFor } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { accountManifest } from '../account/index.js';
import { locateManifest } from '../locate/index.js';
import { productManifest } from '../product/index.js';
import { priceListManifest } from './index.js';

describe('price-list demo data', () => {
  let t: TestApp;
  const approverCaller = testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.approve'] });

  beforeAll(async () => {
    t = await createTestApp({}, { callers: { approver: approverCaller } });
  });
  afterAll(() => t.close());

  it(
    'seeds lists per system with a history and one change waiting for tonggiamdoc, once',
    { timeout: 120_000 },
    async () => {
      const seed = {
        ctx: { db: t.database.db } as unknown as AppContext,
        admin: () => Promise.resolve(testCaller({ accountId: 1, isSuperuser: true })),
        password: 'Demo-pass-2026',
      } satisfies SeedContext;
      for (const manifest of [accountManifest, locateManifest, productManifest, priceListManifest])
        await manifest.seed!.run(seed);
      await priceListManifest.seed!.run(seed);

      const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
      const bySystem = await query<{ system: string; status: string; n: number }>(
        sql`select system, status, count(*)::int as n from price_lists group by system, status order by system, status`,
      );
      const count = (system: string, status: string) =>
        bySystem.find((r) => r.system === system && r.status === status)?.n ?? 0;
      for (const system of ['NPP', 'CHTH', 'KH']) {
        expect(count(system, 'replaced'), system).toBe(2);
        expect(count(system, 'active'), system).toBeGreaterThanOrEqual(1);
      }
      expect(count('NPP', 'pending')).toBe(1);

      const [pending] = await query<{ id: number; author: string }>(
        sql`select l.id, a.username as author from price_lists l join accounts a on a.id = l.created_by
          where l.status = 'pending'`,
      );
      expect(pending!.author).toBe('truongvung');
      const [boss] = await query<{ id: number }>(sql`select id from accounts where username = 'tonggiamdoc'`);
      approverCaller.accountId = boss!.id;
      const approver = clientFor(t, boss!.id, { authorization: 'Bearer approver' });
      const preview = await callData(priceListApi.preview, {
        as: approver,
        params: { id: pending!.id },
        query: {},
      });
      expect(preview.counts.raised).toBeGreaterThan(0);
      const approved = await callData(priceListApi.status, {
        as: approver,
        params: { id: pending!.id },
        body: { action: 'approve' },
      });
      expect(approved.status).toBe('approved');
    },
  );
});
