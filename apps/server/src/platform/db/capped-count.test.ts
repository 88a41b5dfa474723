import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from './database.js';
import { AppError } from '../http/app-error.js';
import { COUNT_CAP, countCapped, disjointBranches, offsetWithinCap } from './capped-count.js';

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

  it('counts disjoint branches as their union, a condition that is null matching no branch', async () => {
    // `nullif(n % 5, 0) > 2` is null for multiples of 5: they must still count in a later branch.
    const conditions = [sql`nullif(${numbers.n} % 5, 0) > 2`, sql`${numbers.n} % 2 = 0`, gt(numbers.n, 40)];
    const union = Array.from({ length: 50 }, (_, i) => i + 1).filter(
      (n) => n % 5 > 2 || n % 2 === 0 || n > 40,
    );
    const branches = disjointBranches(conditions);
    expect(await countCapped(database.db, numbers, { branches }, 100)).toEqual({
      total: union.length,
      capped: false,
    });
    expect(await countCapped(database.db, numbers, { branches }, 10)).toEqual({ total: 10, capped: true });
    expect(await countCapped(database.db, numbers, { branches: branches.slice(0, 1) }, 100)).toEqual({
      total: 20,
      capped: false,
    });
    expect(await countCapped(database.db, numbers, { branches: [] }, 100)).toEqual({
      total: 0,
      capped: false,
    });
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
