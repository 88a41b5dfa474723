import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { cappedCountQuery } from '../../platform/db/capped-count.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { expectListPlans } from '../../testing/list-plans.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { productCondition, productPages, type ProductFilter } from './product.repository.js';
import { products } from './product.tables.js';

const ROWS = 20_000;

describe('product list plans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const db = database.db;
    await db.execute(sql`insert into units (code, name) values ('lon', 'Lon')`);
    await db.execute(sql`
      insert into product_categories (direction, parent_id, code, name)
      select 'out', null, 'DM' || g, 'Danh mục ' || g from generate_series(1, 20) g`);
    await db.execute(sql`
      insert into products (direction, code, name, category_id, brand, status, search_text)
      select case when g % 10 = 0 then 'in' else 'out' end, 'SP' || lpad(g::text, 6, '0'), 'Sản phẩm số ' || g,
             (select min(id) from product_categories) + g % 20, 'Hãng ' || g % 40,
             case when g % 13 = 0 then 'inactive' else 'active' end,
             fold_text('Sản phẩm số ' || g || ' SP' || lpad(g::text, 6, '0'))
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`
      insert into product_variants (product_id, code, name, base_unit_id)
      select id, code || '-01', name, (select min(id) from units) from products`);
    await db.execute(sql`
      insert into product_barcodes (barcode, variant_id, unit_id)
      select '893' || lpad(id::text, 10, '0'), id, base_unit_id from product_variants`);
    for (const table of ['products', 'product_variants', 'product_barcodes', 'product_categories'])
      await db.execute(sql.raw(`analyze ${table}`));
  }, 60_000);
  afterAll(() => drop());

  it('walk an index in page order and never scan or sort the whole table', async () => {
    const categoryId = Number(
      rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from product_categories`))[0]
        ?.id,
    );
    const page = (filter: ProductFilter, pageNumber = 0) =>
      productPages.pageIdsQuery(database.db, {
        where: productCondition(filter),
        page: pageNumber,
        pageSize: 20,
      });
    await expectListPlans(database, 'products', ROWS, {
      'out products, first page': page({ direction: 'out' }),
      'out products, deep offset page': page({ direction: 'out' }, ROWS / 10 / 20),
      'active out products': page({ direction: 'out', status: 'active' }),
      'a category and its descendants': page({ direction: 'out', categoryIds: [categoryId, categoryId + 1] }),
      'search ignoring accents': page({ search: 'sp004321' }),
      'exact barcode': page({ barcode: '8930000000042' }),
      'capped count, a category': cappedCountQuery(
        database.db,
        products,
        productCondition({ categoryIds: [categoryId, categoryId + 1] }),
      ),
    });
  });
});
