import { isValidBarcode, productApi } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/app-context.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { accountManifest } from '../account/index.js';
import { productManifest } from './index.js';
import {
  accountProducts,
  productBarcodes,
  productCategories,
  productRatings,
  products,
  productVariants,
  variantUnits,
} from './product.tables.js';

describe('product demo data', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp({}, { callers: { admin: testCaller({ accountId: 1, isSuperuser: true }) } });
    admin = clientFor(t, 1, { authorization: 'Bearer admin' });
  });
  afterAll(() => t.close());

  it(
    'seeds about 300 products in 15 out categories once, with valid barcodes and base units',
    { timeout: 60_000 },
    async () => {
      const seed = {
        ctx: { db: t.database.db } as unknown as AppContext,
        admin: () => Promise.resolve(testCaller({ accountId: 1, isSuperuser: true })),
        password: 'Demo-pass-2026',
      } satisfies SeedContext;
      await accountManifest.seed!.run(seed);
      const started = performance.now();
      await productManifest.seed!.run(seed);
      const seconds = (performance.now() - started) / 1000;
      await productManifest.seed!.run(seed);
      expect(seconds).toBeLessThan(10);

      const db = t.database.db;
      const count = async (table: typeof products | typeof productVariants | typeof productBarcodes) =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      expect(await count(products)).toBeGreaterThanOrEqual(280);
      expect(await count(productVariants)).toBeGreaterThan(await count(products));
      const outCategories = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productCategories)
        .where(sql`${productCategories.direction} = 'out'`);
      expect(outCategories[0]!.n).toBe(15);
      const barcodes = await db.select({ code: productBarcodes.barcode }).from(productBarcodes);
      expect(barcodes.every((b) => b.code.startsWith('893') && isValidBarcode(b.code))).toBe(true);
      const withoutBase = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(
          sql`not exists (select 1 from ${variantUnits} vu where vu.variant_id = ${productVariants.id} and vu.unit_id = ${productVariants.baseUnitId} and vu.factor = 1)`,
        );
      expect(withoutBase).toEqual([]);

      // Seeded store accounts rate variants and buy some products regularly.
      const [ratings] = await db.select({ n: sql<number>`count(*)::int` }).from(productRatings);
      const [regular] = await db.select({ n: sql<number>`count(*)::int` }).from(accountProducts);
      expect(ratings!.n).toBe(160);
      expect(regular!.n).toBeGreaterThan(0);

      // The list answers from the seeded data: a search ignoring accents finds the Hảo Hảo noodles.
      const page = await callData(productApi.outProductList, {
        as: admin,
        body: { search: 'hao hao', page_size: 50 },
      });
      expect(page.total).toBeGreaterThanOrEqual(6);
      expect(page.results.every((p) => p.brand === 'Acecook')).toBe(true);
    },
  );
});
