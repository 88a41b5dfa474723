import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from './database.js';
import { AppError } from '../http/app-error.js';
import { COUNT_CAP, countCapped, offsetWithinCap } from './capped-count.js';

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

  it('offers pages up to the cap and refuses deeper ones on the page field', () => {
    expect(offsetWithinCap(0, 20)).toBe(0);
    expect(offsetWithinCap(COUNT_CAP / 20 - 1, 20)).toBe(COUNT_CAP - 20);
    expect(() => offsetWithinCap(COUNT_CAP / 20, 20)).toThrow(AppError);
    const refusal = (() => {
      try {
        return offsetWithinCap(1000, 50);
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).options.errors).toEqual([
      { field: 'page', message: 'validation.page_too_deep' },
    ]);
  });
});
