import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import { runInAmbientTransaction } from './ambient-transaction.js';
import type { Database, DbOrTx } from './database.js';
import { preparedQuery } from './prepared-query.js';

const things = pgTable('prepared_query_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

const byIdQuery = (db: DbOrTx) =>
  db
    .select({ name: things.name })
    .from(things)
    .where(eq(things.id, sql.placeholder('id')));
const byId = preparedQuery<{ id: number }, Awaited<ReturnType<typeof byIdQuery>>>(
  'prepared_query_by_id',
  byIdQuery,
);

describe('preparedQuery', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(
      sql`create table prepared_query_things (id integer primary key, name text not null)`,
    );
    await database.db.insert(things).values([
      { id: 1, name: 'một' },
      { id: 2, name: 'hai' },
    ]);
  });
  afterAll(() => drop());

  it('runs the statement built once with each call’s values, on the current data', async () => {
    expect(await byId(database.db, { id: 1 })).toEqual([{ name: 'một' }]);
    expect(await byId(database.db, { id: 2 })).toEqual([{ name: 'hai' }]);
    await database.db.update(things).set({ name: 'HAI' }).where(eq(things.id, 2));
    expect(await byId(database.db, { id: 2 })).toEqual([{ name: 'HAI' }]);
    expect(await byId(database.db, { id: 3 })).toEqual([]);
  });

  it('runs inside the open transaction, ambient or explicit, and sees its uncommitted rows', async () => {
    const seen = await runInAmbientTransaction(database.db, async (tx) => {
      await tx.insert(things).values({ id: 3, name: 'ba' });
      return byId(database.db, { id: 3 });
    });
    expect(seen).toEqual([{ name: 'ba' }]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 4, name: 'bốn' });
        expect(await byId(tx, { id: 4 })).toEqual([{ name: 'bốn' }]);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await byId(database.db, { id: 4 })).toEqual([]);
  });
});
