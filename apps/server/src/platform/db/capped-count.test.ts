import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from './database.js';
import { countCapped } from './capped-count.js';

const numbers = pgTable('capped_count_numbers', { n: integer('n').notNull() });

describe('countCapped', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(sql`create table capped_count_numbers (n integer not null)`);
    await database.db.execute(sql`insert into capped_count_numbers select g from generate_series(1, 50) g`);
  });
  afterAll(() => drop());

  it('counts exactly up to the cap and reports a capped total beyond it', async () => {
    expect(await countCapped(database.db, numbers, undefined, 100)).toEqual({ total: 50, capped: false });
    expect(await countCapped(database.db, numbers, undefined, 50)).toEqual({ total: 50, capped: false });
    expect(await countCapped(database.db, numbers, undefined, 49)).toEqual({ total: 49, capped: true });
    expect(await countCapped(database.db, numbers, gt(numbers.n, 45), 10)).toEqual({
      total: 5,
      capped: false,
    });
    expect(await countCapped(database.db, numbers, gt(numbers.n, 500))).toEqual({ total: 0, capped: false });
  });
});
