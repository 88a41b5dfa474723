import { productApi } from '@kenh/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { createUnits, productForm, stingFields } from './product.test-kit.js';
import { catalogueRevision } from './product.tables.js';

describe('catalogue: units and categories', () => {
  let t: TestApp;
  let admin: Client;
  let productReader: Client;
  let unitManager: Client;
  let nobody: Client;
  let u: { lon: number; loc: number; thung: number };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers: {
          admin: testCaller({ accountId: 1, isSuperuser: true }),
          reader: testCaller({ accountId: 2, permissions: ['product'] }),
          units: testCaller({ accountId: 3, permissions: ['unitproduct', 'unitproduct.manage'] }),
          nobody: testCaller({ accountId: 4 }),
        },
      },
    );
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    admin = as('admin', 1);
    productReader = as('reader', 2);
    unitManager = as('units', 3);
    nobody = as('nobody', 4);
    u = await createUnits(admin);
  });
  afterAll(() => t.close());

  it('counts every committed catalogue write in the catalogue revision, and no refused one', async () => {
    const revision = async () => {
      const [row] = await t.database.db.select().from(catalogueRevision);
      return row!.revision;
    };
    const before = await revision();
    await callData(productApi.unitCreate, { as: admin, body: { code: 'HOP6', name: 'Hộp 6' } });
    const afterCreate = await revision();
    expect(afterCreate).toBeGreaterThan(before);
    // A refused write (a duplicate name) rolls back with its bump.
    expect(
      (await call(productApi.unitCreate, { as: admin, body: { code: 'HOP7', name: 'hop 6' } })).status,
    ).toBe(409);
    expect(await revision()).toBe(afterCreate);
  });

  describe('units', () => {
    it('creates a unit with conversions and audits it; names are unique ignoring accents', async () => {
      const created = await call(productApi.unitCreate, {
        as: unitManager,
        body: { code: 'hop', name: 'Hộp', conversions: [] },
      });
      expect(created.status).toBe(200);
      const again = await call(productApi.unitCreate, { as: admin, body: { code: 'HOP2', name: 'hop' } });
      expect(again.status).toBe(409);
      expect(again.errors).toEqual([{ field: 'name', message: 'Tên đơn vị đã tồn tại' }]);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'unit'), eq(auditLog.entityId, String(created.data!.id))));
      expect(audit.map((a) => a.action)).toEqual(['create']);
    });

    it('keeps conversions and refuses one that closes a cycle, naming it', async () => {
      const thung = await callData(productApi.unitUpdate, {
        as: admin,
        params: { id: u.thung },
        body: { code: 'thung', name: 'Thùng', conversions: [{ inner_unit_id: u.loc, quantity: 4 }] },
      });
      expect(thung.conversions).toEqual([
        { inner_unit_id: u.loc, inner_unit_code: 'loc', inner_unit_name: 'Lốc', quantity: 4 },
      ]);
      await callData(productApi.unitUpdate, {
        as: admin,
        params: { id: u.loc },
        body: { code: 'loc', name: 'Lốc', conversions: [{ inner_unit_id: u.lon, quantity: 6 }] },
      });
      const cycle = await call(productApi.unitUpdate, {
        as: admin,
        params: { id: u.lon },
        body: { code: 'lon', name: 'Lon', conversions: [{ inner_unit_id: u.thung, quantity: 2 }] },
        headers: EN,
      });
      expect(cycle.status).toBe(409);
      expect(cycle.message).toBe('The conversions form a cycle: Lon → Thùng → Lốc → Lon');
      const self = await call(productApi.unitUpdate, {
        as: admin,
        params: { id: u.lon },
        body: { code: 'lon', name: 'Lon', conversions: [{ inner_unit_id: u.lon, quantity: 2 }] },
      });
      expect(self.status).toBe(400);
    });

    it('refuses a conversion below 2 or a fraction with field errors', async () => {
      const bad = await call(productApi.unitCreate, {
        as: admin,
        raw: true,
        body: { code: 'kg', name: 'Kg', conversions: [{ inner_unit_id: u.lon, quantity: 1.5 }] },
      });
      expect(bad.status).toBe(400);
      expect(bad.errors.map((e) => e.field)).toEqual(['conversions.0.quantity']);
    });

    it('lists, pages and searches units for unit readers and product readers, not for others', async () => {
      const page = await callData(productApi.unitList, {
        as: productReader,
        query: { search: 'thung', page_size: 10 },
      });
      expect(page.results.map((r) => r.code)).toEqual(['thung']);
      const options = await callData(productApi.unitOptions, { as: productReader });
      expect(options.map((o) => o.code)).toContain('loc');
      expect((await call(productApi.unitList, { as: nobody, query: {} })).status).toBe(403);
      expect(
        (await call(productApi.unitCreate, { as: productReader, body: { code: 'x', name: 'X' } })).status,
      ).toBe(403);
    });

    it('refuses to delete a unit a variant or a conversion uses, and deletes a free one', async () => {
      const inner = await call(productApi.unitDelete, { as: admin, params: { id: u.lon } });
      expect(inner.status).toBe(409);
      const free = await callData(productApi.unitCreate, { as: admin, body: { code: 'cuon', name: 'Cuộn' } });
      expect((await call(productApi.unitDelete, { as: admin, params: { id: free.id } })).status).toBe(200);
      expect((await call(productApi.unitGet, { as: admin, params: { id: free.id } })).status).toBe(404);
    });
  });

  describe('categories', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const make = async (name: string, parent?: number, direction: 'out' | 'in' = 'out') =>
        (
          await callData(productApi.categoryCreate, {
            as: admin,
            body: { name, parent_id: parent ?? null, direction },
          })
        ).id;
      ids.drinks = await make('Đồ uống');
      ids.soda = await make('Nước ngọt', ids.drinks);
      ids.cola = await make('Cola', ids.soda);
      ids.diet = await make('Không đường', ids.cola);
      ids.packaging = await make('Bao bì', undefined, 'in');
    });

    it('lists the tree parents first with depth, path and codes from the counter', async () => {
      const tree = await callData(productApi.outCategoryList, { as: productReader, query: {} });
      expect(tree.map((c) => [c.name, c.depth])).toEqual([
        ['Đồ uống', 1],
        ['Nước ngọt', 2],
        ['Cola', 3],
        ['Không đường', 4],
      ]);
      expect(tree[3]!.path).toEqual(['Đồ uống', 'Nước ngọt', 'Cola', 'Không đường']);
      expect(tree[0]!.code).toMatch(/^DM\d{4}$/);
      const both = await callData(productApi.categoryList, { as: admin, body: {} });
      expect(both.map((c) => c.name)).toContain('Bao bì');
      const inActive = await callData(productApi.categoryList, {
        as: admin,
        body: { direction: 'in', is_active: true },
      });
      expect(inActive.map((c) => c.name)).toEqual(['Bao bì']);
      const inactiveOut = await callData(productApi.outCategoryList, {
        as: admin,
        query: { is_active: 'false' },
      });
      expect(inactiveOut).toEqual([]);
    });

    it('refuses a fifth level, a parent of the other direction and a sibling name twice', async () => {
      const deep = await call(productApi.outCategoryCreate, {
        as: admin,
        body: { name: 'Lon nhỏ', parent_id: ids.diet },
      });
      expect(deep.status).toBe(400);
      expect(deep.errors).toEqual([{ field: 'parent_id', message: 'Cây danh mục tối đa 4 cấp' }]);
      const other = await call(productApi.outCategoryCreate, {
        as: admin,
        body: { name: 'X', parent_id: ids.packaging },
      });
      expect(other.status).toBe(400);
      const twin = await call(productApi.outCategoryCreate, {
        as: admin,
        body: { name: 'nuoc ngot', parent_id: ids.drinks },
      });
      expect(twin.status).toBe(409);
    });

    it('never places a category under itself or its descendants, nor deeper than 4 levels', async () => {
      const loop = await call(productApi.categoryUpdate, {
        as: admin,
        params: { id: ids.soda },
        body: { name: 'Nước ngọt', parent_id: ids.cola },
      });
      expect(loop.status).toBe(400);
      expect(loop.errors[0]?.field).toBe('parent_id');
      const root = await call(productApi.categoryUpdate, {
        as: admin,
        params: { id: ids.soda },
        body: { name: 'Nước ngọt', parent_id: null },
      });
      expect(root.status).toBe(200);
      expect(root.data?.depth).toBe(1);
      const tooDeep = await call(productApi.categoryUpdate, {
        as: admin,
        params: { id: ids.soda },
        body: { name: 'Nước ngọt', parent_id: ids.drinks },
      });
      expect(tooDeep.status).toBe(200);
    });

    it('answers 404 for a category of the other direction on the v2 paths', async () => {
      expect(
        (await call(productApi.outCategoryGet, { as: admin, params: { id: ids.packaging } })).status,
      ).toBe(404);
      expect(
        (await call(productApi.inCategoryGet, { as: admin, params: { id: ids.packaging } })).status,
      ).toBe(200);
    });

    it('refuses to delete a category with children or products, naming them', async () => {
      const withChild = await call(productApi.categoryDelete, {
        as: admin,
        body: { id: ids.cola },
        headers: EN,
      });
      expect(withChild.status).toBe(409);
      expect(withChild.message).toBe('The category still has subcategories: Không đường');
      const product = await callData(productApi.outProductCreate, {
        as: admin,
        body: productForm(
          stingFields(u, [], {
            name: 'Coca-Cola Zero',
            options: [],
            variants: [{ option_values: [], units: [{ unit_id: u.lon, factor: 1 }] }],
            category_id: ids.diet,
          }),
        ),
      });
      const holding = await call(productApi.outCategoryDelete, {
        as: admin,
        params: { id: ids.diet },
        headers: EN,
      });
      expect(holding.status).toBe(409);
      expect(holding.message).toBe('The category still holds 1 product(s): Coca-Cola Zero');
      // Moving the product out (add_product to another category) frees the category.
      const moved = await callData(productApi.categoryAddProducts, {
        as: admin,
        body: { category_id: ids.cola, product_ids: [product.id] },
      });
      expect(moved).toEqual({ changed: 1 });
      expect((await call(productApi.outCategoryDelete, { as: admin, params: { id: ids.diet } })).status).toBe(
        200,
      );
    });

    it('places variants in a category beyond their own, lists and removes them', async () => {
      const product = await callData(productApi.productList, { as: admin, body: { search: 'coca' } });
      const detail = await callData(productApi.productDetail, {
        as: admin,
        body: { id: product.results[0]!.id },
      });
      const variantId = detail.variants[0]!.id;
      const added = await callData(productApi.categoryAddVariants, {
        as: admin,
        body: { category_id: ids.drinks, variant_ids: [variantId] },
      });
      expect(added).toEqual({ changed: 1 });
      const listed = await callData(productApi.categoryVariants, {
        as: productReader,
        body: { category_id: ids.drinks },
      });
      expect(listed.results.map((v) => v.id)).toEqual([variantId]);
      const formula = await callData(productApi.variantDetail, { as: admin, body: { id: variantId } });
      expect(formula.categories.map((c) => c.name)).toEqual(['Đồ uống']);
      const unknown = await call(productApi.categoryAddVariants, {
        as: admin,
        body: { category_id: ids.drinks, variant_ids: [999_999] },
      });
      expect(unknown.status).toBe(400);
      const removed = await callData(productApi.categoryRemoveVariants, {
        as: admin,
        body: { category_id: ids.drinks, variant_ids: [variantId] },
      });
      expect(removed).toEqual({ changed: 1 });
    });
  });
});
