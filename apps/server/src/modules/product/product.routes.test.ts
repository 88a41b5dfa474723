import { productApi, type ProductDetail } from '@kenh/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { files } from '../../platform/files/index.js';
import { PNG } from '../../platform/files/file-fixtures.testing.js';
import { createTestAccount } from '../../testing/accounts.js';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { lookupVariantUnits, variantUnitKey } from './index.js';
import { productRatings } from './product.tables.js';
import { createUnits, formWith, photo, productForm, stingFields } from './product.test-kit.js';

const BARCODES = ['8935040000012', '8935040000029', '8935040000036', '8935040000043'];

describe('catalogue: products and variants', () => {
  let t: TestApp;
  let admin: Client;
  let reader: Client;
  let scoped: Client;
  let u: { lon: number; loc: number; thung: number };
  let sting: ProductDetail;
  let categories: { drinks: number; energy: number; packaging: number };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers: {
          admin: testCaller({ accountId: 1, isSuperuser: true }),
          reader: testCaller({ accountId: 2, permissions: ['product'] }),
          // Data scope limited to one (empty) area: no account is within it.
          scoped: testCaller({
            accountId: 3,
            permissions: ['product', 'product.manage'],
            scope: { unrestricted: false, areaIds: [999_999], zoneIds: [], accountIds: [] },
          }),
        },
      },
    );
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    admin = as('admin', 1);
    reader = as('reader', 2);
    scoped = as('scoped', 3);
    u = await createUnits(admin);
    const category = async (name: string, direction: 'out' | 'in', parent?: number) =>
      (
        await callData(productApi.categoryCreate, {
          as: admin,
          body: { name, direction, parent_id: parent ?? null },
        })
      ).id;
    const drinks = await category('Đồ uống', 'out');
    categories = {
      drinks,
      energy: await category('Nước tăng lực', 'out', drinks),
      packaging: await category('Bao bì', 'in'),
    };
    sting = await callData(productApi.outProductCreate, {
      as: admin,
      body: productForm(stingFields(u, BARCODES, { category_id: categories.energy }), [
        { filename: 'sting.jpg', data: await photo() },
      ]),
    });
  });
  afterAll(() => t.close());

  it('builds the variants with codes, names, base units and barcodes, and audits the product', async () => {
    expect(sting.code).toMatch(/^SP\d{6}$/);
    expect(sting.variants.map((v) => [v.code, v.name])).toEqual([
      [`${sting.code}-01`, 'Nước tăng lực Sting - Dâu - 330ml'],
      [`${sting.code}-02`, 'Nước tăng lực Sting - Dâu - 390ml'],
      [`${sting.code}-03`, 'Nước tăng lực Sting - Vàng - 330ml'],
      [`${sting.code}-04`, 'Nước tăng lực Sting - Vàng - 390ml'],
    ]);
    expect(sting.variants[0]!.units).toEqual([
      { unit_id: u.lon, unit_code: 'lon', unit_name: 'Lon', factor: 1, barcode: BARCODES[0] },
      { unit_id: u.thung, unit_code: 'thung', unit_name: 'Thùng', factor: 24, barcode: null },
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(sting.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('stores the image and a thumbnail of at most 160 px, both owned by the product', async () => {
    expect(sting.images).toHaveLength(1);
    const image = sting.images[0]!;
    expect(image.thumbnail_file_id).not.toBeNull();
    expect(sting.thumbnail_file_id).toBe(image.thumbnail_file_id);
    const stored = await t.database.db
      .select()
      .from(files)
      .where(eq(files.ownerId, String(sting.id)));
    expect(stored.map((f) => [f.ownerEntity, f.mime]).sort()).toEqual([
      ['product', 'image/jpeg'],
      ['product', 'image/webp'],
    ]);
    const thumb = stored.find((f) => f.mime === 'image/webp')!;
    expect(thumb.size).toBeLessThan(stored.find((f) => f.mime === 'image/jpeg')!.size);
  });

  it('refuses images that are no JPEG, PNG or WebP, or larger than 5 MB, and writes nothing', async () => {
    const fields = stingFields(u, [], { name: 'Sting ảnh lỗi' });
    const pdf = await call(productApi.outProductCreate, {
      as: admin,
      body: formWith({ payload: JSON.stringify(fields) }, [
        { name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 not an image') },
      ]),
    });
    expect(pdf.status).toBe(415);
    const big = await call(productApi.outProductCreate, {
      as: admin,
      body: formWith({ payload: JSON.stringify(fields) }, [
        {
          name: 'images',
          filename: 'big.png',
          type: 'image/png',
          data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ]),
    });
    expect(big.status).toBe(413);
    const list = await callData(productApi.outProductList, { as: admin, body: { search: 'ảnh lỗi' } });
    expect(list.total).toBe(0);
  });

  it('refuses a wrong check digit with a field error and a barcode another variant holds with a 409 naming it', async () => {
    const fields = stingFields(u, ['8935040000013'], { name: 'Sting chai' });
    const invalid = await call(productApi.outProductCreate, { as: admin, raw: true, body: fields });
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toContainEqual({
      field: 'variants.0.units.0.barcode',
      message: 'Mã vạch không hợp lệ (EAN-13, EAN-8 hoặc UPC-A, sai số kiểm tra)',
    });
    const taken = await call(productApi.outProductCreate, {
      as: admin,
      body: productForm(stingFields(u, [null, BARCODES[1]!], { name: 'Sting chai' })),
      headers: EN,
    });
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(
      `Barcode ${BARCODES[1]} already belongs to Nước tăng lực Sting - Dâu - 390ml (${sting.code}-02), Lon`,
    );
    expect(taken.errors).toEqual([
      { field: 'variants.1.units.0.barcode', message: 'This barcode is already used by another product' },
    ]);
  });

  it('refuses a category of the other direction and an unknown unit', async () => {
    const wrong = await call(productApi.outProductCreate, {
      as: admin,
      body: productForm(stingFields(u, [], { name: 'Sting X', category_id: categories.packaging })),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors.map((e) => e.field)).toEqual(['category_id']);
    const unit = await call(productApi.createProduct, {
      as: admin,
      body: productForm({
        ...stingFields({ lon: 99_999, thung: u.thung }, [], { name: 'Sting Y' }),
        direction: 'out',
      }),
    });
    expect(unit.status).toBe(400);
    expect(unit.errors[0]?.field).toBe('variants.0.units.0.unit_id');
  });

  it('lists with search ignoring accents, category with descendants, status, barcode and direction', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await callData(productApi.productList, { as: reader, raw: true, body })).results.map((p) => p.id);
    expect(await ids({ search: 'nuoc tang luc' })).toEqual([sting.id]);
    expect(await ids({ search: `${sting.code}-03` })).toEqual([sting.id]);
    expect(await ids({ category_id: categories.drinks })).toEqual([sting.id]);
    expect(await ids({ barcode: BARCODES[2] })).toEqual([sting.id]);
    expect(await ids({ barcode: '8935040000050' })).toEqual([]);
    expect(await ids({ status: 'inactive' })).toEqual([]);
    expect(await ids({ direction: 'in' })).toEqual([]);
    const page = await callData(productApi.outProductList, { as: reader, body: { page: 0, page_size: 1 } });
    expect(page.results[0]).toMatchObject({
      id: sting.id,
      variant_count: 4,
      base_unit_name: 'Lon',
      category_name: 'Nước tăng lực',
    });
    expect(page.results[0]!.barcodes).toEqual(BARCODES);
  });

  it('finds a variant and unit by exact barcode, only on its direction', async () => {
    const hit = await callData(productApi.outProductFind, { as: reader, body: { barcode: BARCODES[3]! } });
    expect(hit.variant.id).toBe(sting.variants[3]!.id);
    expect(hit.unit).toMatchObject({ unit_code: 'lon', factor: 1 });
    expect(hit.product.code).toBe(sting.code);
    expect(
      (await call(productApi.inProductFind, { as: reader, body: { barcode: BARCODES[3]! } })).status,
    ).toBe(404);
    expect(
      (await call(productApi.outProductFind, { as: reader, body: { barcode: '8935040000050' } })).status,
    ).toBe(404);
  });

  it('updates: edits, removes and adds variants, keeps untouched codes and ids', async () => {
    const [first, second, , fourth] = sting.variants;
    const updated = await callData(productApi.outProductUpdate, {
      as: admin,
      params: { id: sting.id },
      body: productForm({
        name: 'Nước tăng lực Sting',
        brand: 'Sting',
        category_id: categories.energy,
        status: 'active',
        options: [
          { name: 'Hương vị', values: ['Dâu', 'Vàng', 'Gold'] },
          { name: 'Dung tích', values: ['330ml', '390ml'] },
        ],
        variants: [
          {
            id: first!.id,
            option_values: ['Dâu', '330ml'],
            name: 'Sting Dâu lon',
            units: [
              { unit_id: u.lon, factor: 1, barcode: BARCODES[0] },
              { unit_id: u.loc, factor: 6 },
            ],
          },
          {
            id: second!.id,
            option_values: ['Dâu', '390ml'],
            units: [{ unit_id: u.lon, factor: 1, barcode: BARCODES[1] }],
          },
          {
            id: fourth!.id,
            option_values: ['Vàng', '390ml'],
            status: 'inactive',
            units: [{ unit_id: u.lon, factor: 1 }],
          },
          { option_values: ['Gold', '330ml'], units: [{ unit_id: u.lon, factor: 1, barcode: BARCODES[2] }] },
        ],
        keep_image_ids: [],
      }),
    });
    expect(updated.variants.map((v) => v.id).slice(0, 3)).toEqual([first!.id, second!.id, fourth!.id]);
    expect(updated.variants.map((v) => v.code)).toEqual([
      first!.code,
      second!.code,
      fourth!.code,
      `${sting.code}-03`,
    ]);
    expect(updated.variants[0]!.units.map((x) => [x.unit_code, x.factor])).toEqual([
      ['lon', 1],
      ['loc', 6],
    ]);
    expect(updated.variants[2]!.status).toBe('inactive');
    expect(updated.images).toEqual([]);
    // The barcode of the removed variant moved to the new Gold variant.
    const hit = await callData(productApi.outProductFind, { as: reader, body: { barcode: BARCODES[2]! } });
    expect(hit.variant.name).toBe('Nước tăng lực Sting - Gold - 330ml');
    sting = updated;
  });

  it('answers 404 for a product of the other direction on the v2 paths', async () => {
    expect((await call(productApi.inProductGet, { as: reader, params: { id: sting.id } })).status).toBe(404);
    expect((await call(productApi.outProductGet, { as: reader, params: { id: sting.id } })).status).toBe(200);
  });

  it('edits one variant (update_formula): units, barcode, code and status, audited', async () => {
    const variant = sting.variants[1]!;
    const updated = await callData(productApi.updateVariant, {
      as: admin,
      body: formWith({
        payload: JSON.stringify({
          id: variant.id,
          code: 'STING-DAU-390',
          status: 'active',
          units: [
            { unit_id: u.lon, factor: 1, barcode: BARCODES[1] },
            { unit_id: u.thung, factor: 24, barcode: BARCODES[3] },
          ],
        }),
      }),
    });
    expect(updated.code).toBe('STING-DAU-390');
    expect(updated.units.map((x) => x.barcode)).toEqual([BARCODES[1], BARCODES[3]]);
    expect(updated.product.id).toBe(sting.id);
    const taken = await call(productApi.updateVariant, {
      as: admin,
      body: formWith({
        payload: JSON.stringify({
          id: sting.variants[0]!.id,
          units: [{ unit_id: u.lon, factor: 1, barcode: BARCODES[3] }],
        }),
      }),
    });
    expect(taken.status).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_variant'), eq(auditLog.entityId, String(variant.id))));
    expect(audit.map((a) => a.action)).toEqual(['update']);
  });

  it('lists variants (formulas) with their product, and the active in-products for pickers', async () => {
    const page = await callData(productApi.variantList, { as: reader, body: { search: 'gold' } });
    expect(page.results.map((v) => v.name)).toEqual(['Nước tăng lực Sting - Gold - 330ml']);
    expect(page.results[0]!.product.code).toBe(sting.code);
    const carton = await callData(productApi.createProduct, {
      as: admin,
      body: productForm({
        direction: 'in',
        name: 'Thùng carton 5 lớp',
        category_id: categories.packaging,
        variants: [{ option_values: [], units: [{ unit_id: u.thung, factor: 1 }] }],
      }),
    });
    const ins = await callData(productApi.productIns, { as: reader, query: {} });
    expect(ins.results.map((v) => v.product.id)).toEqual([carton.id]);
  });

  it('shows ratings of a variant with their summary, and the rating list', async () => {
    const variantId = sting.variants[0]!.id;
    await t.database.db.insert(productRatings).values([
      { variantId, stars: 5, comment: 'Ngon' },
      { variantId, stars: 4, comment: null },
    ]);
    const feedback = await callData(productApi.variantFeedback, {
      as: reader,
      body: { variant_id: variantId },
    });
    expect(feedback.summary).toEqual({ count: 2, average: 4.5, by_stars: [0, 0, 0, 1, 1] });
    expect(feedback.results.map((r) => r.stars)).toEqual([4, 5]);
    const list = await callData(productApi.ratingList, {
      as: reader,
      query: { product_id: sting.id, stars: 5 },
    });
    expect(list.results.map((r) => r.comment)).toEqual(['Ngon']);
  });

  it('replaces the regular products of an account in scope, and hides accounts out of scope', async () => {
    const account = await createTestAccount(t, { username: 'chth.thuongmua' });
    const set = await callData(productApi.purchasedProductsSet, {
      as: admin,
      params: { id: account.id },
      body: { product_ids: [sting.id] },
    });
    expect(set.products.map((p) => p.id)).toEqual([sting.id]);
    const get = await callData(productApi.purchasedProductsGet, { as: reader, params: { id: account.id } });
    expect(get.products.map((p) => p.code)).toEqual([sting.code]);
    const unknownProduct = await call(productApi.purchasedProductsSet, {
      as: admin,
      params: { id: account.id },
      body: { product_ids: [999_999] },
    });
    expect(unknownProduct.status).toBe(400);
    expect((await call(productApi.purchasedProductsGet, { as: admin, params: { id: 999_999 } })).status).toBe(
      404,
    );
    // An account outside the caller's data scope is not revealed, and its list stays as it was.
    expect(
      (await call(productApi.purchasedProductsGet, { as: scoped, params: { id: account.id } })).status,
    ).toBe(404);
    const outside = await call(productApi.purchasedProductsSet, {
      as: scoped,
      params: { id: account.id },
      body: { product_ids: [] },
    });
    expect(outside.status).toBe(404);
    const kept = await callData(productApi.purchasedProductsGet, { as: admin, params: { id: account.id } });
    expect(kept.products).toHaveLength(1);
  });

  it('exposes variant units with factors to other modules', async () => {
    const variant = sting.variants[0]!;
    const found = await lookupVariantUnits(t.database.db, [
      { variantId: variant.id, unitId: u.loc },
      { variantId: variant.id, unitId: u.thung },
    ]);
    expect(found.get(variantUnitKey(variant.id, u.loc))).toMatchObject({
      factor: 6,
      unitName: 'Lốc',
      isBaseUnit: false,
    });
    expect(found.has(variantUnitKey(variant.id, u.thung))).toBe(false);
  });

  it('refuses with a 409 to drop a variant unit or a product that rows of other modules hold', async () => {
    const db = t.database.db;
    // Another module's rows pointing at a variant in a unit (as price list items do), restrict.
    await db.execute(sql`create table held_lines (variant_id integer, unit_id integer,
      foreign key (variant_id, unit_id) references variant_units (variant_id, unit_id) on delete restrict)`);
    const variant = sting.variants[0]!;
    await db.execute(sql`insert into held_lines values (${variant.id}, ${u.loc})`);
    const dropUnit = await call(productApi.updateVariant, {
      as: admin,
      body: formWith({ payload: JSON.stringify({ id: variant.id, units: [{ unit_id: u.lon, factor: 1 }] }) }),
      headers: EN,
    });
    expect(dropUnit.status).toBe(409);
    expect(dropUnit.message).toBe(
      'This unit of the variant is in use (price lists, orders…) and cannot be removed',
    );
    const dropProduct = await call(productApi.outProductDelete, { as: admin, params: { id: sting.id } });
    expect(dropProduct.status).toBe(409);
    expect(
      (await callData(productApi.variantDetail, { as: reader, body: { id: variant.id } })).units,
    ).toHaveLength(2);
    await db.execute(sql`drop table held_lines`);
  });

  it('deletes a product with its variants, barcodes and images, audited', async () => {
    const removed = await call(productApi.outProductDelete, { as: admin, params: { id: sting.id } });
    expect(removed.status).toBe(200);
    expect(
      (await call(productApi.outProductFind, { as: reader, body: { barcode: BARCODES[0]! } })).status,
    ).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(sting.id))));
    expect(audit.map((a) => a.action)).toContain('delete');
  });
});
