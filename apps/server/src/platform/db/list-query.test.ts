import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import { AppError } from '../http/app-error.js';
import { COUNT_CAP } from './capped-count.js';
import type { Database } from './database.js';
import { defineDisplayFetch, defineListQuery, filterOn, inIdOrder, nameOf } from './list-query.js';

const groups = pgTable('list_query_groups', { id: serial('id').primaryKey(), name: text('name').notNull() });
const items = pgTable('list_query_items', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  rank: integer('rank').notNull(),
  groupId: integer('group_id'),
});

const display = defineDisplayFetch('list_query_items_display', items.id, (db) =>
  db
    .select({ id: items.id, code: items.code, groupName: nameOf(groups.name, groups.id, items.groupId) })
    .from(items),
);

const pages = defineListQuery({
  table: items,
  id: items.id,
  sorts: {
    newest: { column: items.id, direction: 'desc' },
    code: { column: items.code, direction: 'asc', unique: true },
    rank: { column: [items.rank], direction: 'asc' },
  },
  defaultSort: 'newest',
});

describe('defineListQuery', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(
      sql`create table list_query_groups (id serial primary key, name text not null)`,
    );
    await database.db.execute(
      sql`create table list_query_items (id serial primary key, code text not null unique, rank integer not null, group_id integer)`,
    );
    await database.db.execute(sql`insert into list_query_groups (name) values ('Nhóm A'), ('Nhóm B')`);
    // 30 items: codes I01…I30, ranks 0,1,2 repeating, every third in group 1.
    await database.db.execute(sql`insert into list_query_items (code, rank, group_id)
      select 'I' || lpad(g::text, 2, '0'), g % 3, case when g % 3 = 0 then 1 end from generate_series(1, 30) g`);
  });
  afterAll(() => drop());

  const ids = (page: { ids: number[] }) => page.ids;

  it('pages in the sort order with a count, and falls back to the default sort', async () => {
    const first = await pages.pageIds(database.db, { where: undefined, page: 0, pageSize: 10 });
    expect(ids(first)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(first).toMatchObject({ total: 30, capped: false });
    const unknown = await pages.pageIds(database.db, {
      where: undefined,
      page: 0,
      pageSize: 3,
      sort: 'nope',
    });
    expect(ids(unknown)).toEqual([30, 29, 28]);
    const byCode = await pages.pageIds(database.db, { where: undefined, page: 1, pageSize: 3, sort: 'code' });
    expect(ids(byCode)).toEqual([4, 5, 6]);
  });

  it('continues after a row (keyset) in every sort, ties broken by id', async () => {
    const after = await pages.pageIds(database.db, { where: undefined, page: 7, pageSize: 3, after: 21 });
    expect(ids(after)).toEqual([20, 19, 18]);
    expect(after.total).toBe(30);
    const byRank = await pages.pageIds(database.db, { where: undefined, page: 0, pageSize: 4, sort: 'rank' });
    expect(ids(byRank)).toEqual([3, 6, 9, 12]);
    const nextByRank = await pages.pageIds(database.db, {
      where: undefined,
      page: 0,
      pageSize: 4,
      sort: 'rank',
      after: 30,
    });
    expect(ids(nextByRank)).toEqual([1, 4, 7, 10]);
  });

  it('filters, and a short page is its own total', async () => {
    const where = filterOn.eq(items.rank, 0);
    const page = await pages.pageIds(database.db, { where, page: 1, pageSize: 8 });
    expect(ids(page)).toEqual([6, 3]);
    expect(page).toMatchObject({ total: 10, capped: false });
    expect(filterOn.eq(items.rank, undefined)).toBeUndefined();
    expect(filterOn.gte(items.rank, '')).toBeUndefined();
  });

  it('refuses offset pages past the count cap', async () => {
    await expect(
      pages.pageIds(database.db, { where: undefined, page: COUNT_CAP / 10, pageSize: 10 }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('reads linked names per row and restores the page order', async () => {
    const rows = await database.db
      .select({ id: items.id, groupName: nameOf(groups.name, groups.id, items.groupId) })
      .from(items)
      .where(filterOn.lte(items.id, 3));
    expect(inIdOrder([3, 1, 99, 2], rows)).toEqual([
      { id: 3, groupName: 'Nhóm A' },
      { id: 1, groupName: null },
      { id: 2, groupName: null },
    ]);
  });

  it("fetches a page's rows in page order with one prepared statement, whatever the page's size", async () => {
    const page = [3, 99, 1];
    expect(await display.rows(database.db, page)).toEqual([
      { id: 3, code: 'I03', groupName: 'Nhóm A' },
      { id: 1, code: 'I01', groupName: null },
    ]);
    expect((await display.rows(database.db, [2, 1, 3, 4])).map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(await display.rows(database.db, [])).toEqual([]);
    // The statement EXPLAIN snapshots read is the one that runs: the ids as one array parameter.
    const { sql: text, params } = new PgDialect().sqlToQuery(display.query(database.db, page).getSQL());
    expect(text).toMatch(/"id" = any\(\$1\)$/);
    expect(params).toEqual([page]);
  });
});
