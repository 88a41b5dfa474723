import { sql } from 'drizzle-orm';
import { priceListApi, type PriceListCreateBody } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts.js';
import { anonymousClient, call, callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { insertArea, insertProduct, insertUnits, type KitVariant } from './price-list.test-kit.js';

describe('price-list: products with prices (public and signed-in)', () => {
  let t: TestApp;
  let author: Client;
  let approver: Client;
  let customer: Client;
  let staff: Client;
  let anonymous: Client;
  let units: { piece: number; box: number };
  let priced: KitVariant[];
  let nppOnly: KitVariant[];
  let inactive: KitVariant[];
  let customerId: number;

  const items = (variants: KitVariant[], price: number) =>
    variants.flatMap((v) => [
      { variant_id: v.variantId, unit_id: units.piece, price },
      { variant_id: v.variantId, unit_id: units.box, price: price * 22 },
    ]);
  /** Drafts, submits and approves a list, then moves its start into the past: in force now. */
  async function listInForce(over: Partial<PriceListCreateBody>): Promise<number> {
    const list = await callData(priceListApi.create, {
      as: author,
      body: {
        name: 'Bảng giá TMĐT',
        system: 'KH',
        scope_level: 'system',
        target_ids: [],
        effective_from: new Date(Date.now() + 10 * 60_000).toISOString(),
        items: [],
        ...over,
      },
    });
    await callData(priceListApi.status, { as: author, params: { id: list.id }, body: { action: 'submit' } });
    await callData(priceListApi.status, {
      as: approver,
      params: { id: list.id },
      body: { action: 'approve' },
    });
    await t.database.db.execute(
      sql`update price_lists set effective_from = now() - interval '1 hour' + make_interval(secs => ${list.id}::int)
          where id = ${list.id}::int`,
    );
    return list.id;
  }

  beforeAll(async () => {
    const callers = {
      author: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.manage'] }),
      approver: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.approve'] }),
      staff: testCaller({ permissions: ['pricelistproduct'] }),
      customer: testCaller({ type: 'KH' }),
    };
    t = await createTestApp({}, { callers });
    const db = t.database.db;
    const place = await insertArea(db);
    callers.author.accountId = (await createTestAccount(t)).id;
    callers.approver.accountId = (await createTestAccount(t)).id;
    customerId = (await createTestAccount(t, { type: 'KH', areaId: place.areaId })).id;
    callers.customer.accountId = customerId;
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    author = as('author', callers.author.accountId);
    approver = as('approver', callers.approver.accountId);
    customer = as('customer', customerId);
    staff = as('staff', callers.author.accountId);
    anonymous = anonymousClient(t);
    units = await insertUnits(db);
    priced = await insertProduct(db, units, { name: 'Sữa tươi Vinamilk', count: 2 });
    nppOnly = await insertProduct(db, units, { name: 'Dầu ăn Neptune' });
    inactive = await insertProduct(db, units, { name: 'Mì Hảo Hảo ngừng bán', status: 'inactive' });
    await listInForce({ items: [...items(priced, 8_000), ...items(inactive, 4_000)] });
    await listInForce({ system: 'NPP', items: items(nppOnly, 50_000) });
    // The customer's area has its own price: the signed-in call sees it, the public one never.
    await listInForce({
      scope_level: 'area',
      target_ids: [place.areaId],
      items: items(priced.slice(0, 1), 7_500),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the public call with the e-commerce prices in force and no internal fields', async () => {
    const page = await callData(priceListApi.publicProducts, { as: anonymous, query: {} });
    expect(page.total).toBe(1);
    const [product] = page.results;
    expect(Object.keys(product!).sort()).toEqual(['brand', 'category', 'code', 'name', 'variants']);
    expect(product!.name).toBe('Sữa tươi Vinamilk');
    expect(product!.variants.map((v) => v.code)).toEqual(priced.map((v) => v.code));
    expect(product!.variants[0]!.units).toEqual([
      { unit: expect.any(String) as string, factor: 1, price: 8_000 },
      { unit: expect.any(String) as string, factor: 24, price: 176_000 },
    ]);
    const text = JSON.stringify(page);
    for (const internal of ['"id"', 'price_list', 'revision', 'created_by', 'variant_id'])
      expect(text).not.toContain(internal);
    const search = await callData(priceListApi.publicProducts, {
      as: anonymous,
      query: { search: 'dau an' },
    });
    expect(search.total).toBe(0);
    expect(
      (await call(priceListApi.publicProducts, { as: anonymous, raw: true, query: { page_size: 500 } }))
        .status,
    ).toBe(400);
  });

  it('answers an unchanged list with 304 on If-None-Match, and a new ETag once prices change', async () => {
    const first = await call(priceListApi.publicProducts, { as: anonymous, query: {} });
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(priceListApi.publicProducts, {
      as: anonymous,
      query: {},
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
    const otherPage = await call(priceListApi.publicProducts, {
      as: anonymous,
      query: { page: 1 },
      headers: { 'if-none-match': etag },
    });
    expect(otherPage.status).toBe(200);

    await listInForce({ items: items(priced, 8_500) });
    const changed = await call(priceListApi.publicProducts, {
      as: anonymous,
      query: {},
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.etag).not.toBe(etag);
    expect(changed.data!.results[0]!.variants[0]!.units[0]!.price).toBe(8_500);
  });

  it('limits the public call per client address (429 with Retry-After)', async () => {
    const from = { remoteAddress: '10.20.30.40' };
    for (let i = 0; i < t.config.rateLimits.catalogue; i++) {
      const ok = await call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 1 }, ...from });
      expect(ok.status).toBe(200);
    }
    const limited = await call(priceListApi.publicProducts, {
      as: anonymous,
      query: { page_size: 1 },
      ...from,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await call(priceListApi.publicProducts, {
      as: anonymous,
      query: { page_size: 1 },
      remoteAddress: '10.20.30.41',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('prices the signed-in caller’s own account, with the list and revision of each price', async () => {
    const page = await callData(priceListApi.accountProducts, { as: customer, query: {} });
    expect(page.results.map((p) => p.name)).toEqual(['Sữa tươi Vinamilk']);
    const [first, second] = page.results[0]!.variants;
    expect(first!.units[0]).toMatchObject({ price: 7_500, scope_level: 'area', revision: 1 });
    expect(second!.units[0]).toMatchObject({ price: 8_500, scope_level: 'system' });
    expect((await call(priceListApi.accountProducts, { as: staff, query: {} })).status).toBe(409);
    expect((await call(priceListApi.accountProducts, { as: anonymous, query: {} })).status).toBe(401);
  });

  it('sends a page again as the same JSON, and a new ETag once a product or a unit changes', async () => {
    const first = await call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 7 } });
    const again = await call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 7 } });
    expect(again.status).toBe(200);
    expect(again.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.response.body).toBe(first.response.body);
    expect(again.response.headers.etag).toBe(first.response.headers.etag);

    const db = t.database.db;
    await db.execute(sql`update products set name = 'Sữa tươi Vinamilk 100%', updated_at = now()
                         where name = 'Sữa tươi Vinamilk'`);
    const renamed = await call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 7 } });
    expect(renamed.response.headers.etag).not.toBe(first.response.headers.etag);
    expect(renamed.data!.results[0]!.name).toBe('Sữa tươi Vinamilk 100%');

    await db.execute(
      sql`update units set name = 'Thùng 24', updated_at = now() where id = ${units.box}::int`,
    );
    const unitRenamed = await call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 7 } });
    expect(unitRenamed.response.headers.etag).not.toBe(renamed.response.headers.etag);
    expect(unitRenamed.data!.results[0]!.variants[0]!.units[1]!.unit).toBe('Thùng 24');

    // Requests at once share version reads, and each still sees the change made before it.
    await db.execute(sql`update units set name = 'Thùng', updated_at = now() where id = ${units.box}::int`);
    const together = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(priceListApi.publicProducts, { as: anonymous, query: { page_size: 7 } }),
      ),
    );
    expect(new Set(together.map((r) => r.response.headers.etag))).toEqual(
      new Set([together[0]!.response.headers.etag]),
    );
    expect(together[0]!.response.headers.etag).not.toBe(unitRenamed.response.headers.etag);
    for (const r of together) expect(r.data!.results[0]!.variants[0]!.units[1]!.unit).toBe('Thùng');
  });
});
