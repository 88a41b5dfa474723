import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from '../db/database.js';
import { peekNextNumber, takeNextNumber, takeNumbers } from './code-counters.js';

describe('code counters', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('hands out sequential numbers per scope, starting at 1', async () => {
    const { db } = database;
    expect(await takeNextNumber(db, 'test.sequential')).toBe(1);
    expect(await takeNextNumber(db, 'test.sequential')).toBe(2);
    expect(await takeNextNumber(db, 'test.other')).toBe(1);
    expect(await takeNextNumber(db, 'test.sequential')).toBe(3);
  });

  it('takes a block of n numbers and returns the first', async () => {
    const { db } = database;
    expect(await takeNumbers(db, 'test.block', 5)).toBe(1);
    expect(await takeNextNumber(db, 'test.block')).toBe(6);
    expect(await takeNumbers(db, 'test.block', 3)).toBe(7);
    expect(await peekNextNumber(db, 'test.block')).toBe(10);
    await expect(takeNumbers(db, 'test.block', 0)).rejects.toThrow();
  });

  it('gives parallel takes in separate transactions distinct numbers', async () => {
    const taken = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => {
          const n = await takeNextNumber(tx, 'test.parallel');
          // Hold the row lock a little so the others have to queue behind it.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return n;
        }),
      ),
    );
    expect(taken.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives a rolled-back number back', async () => {
    const { db } = database;
    expect(await takeNextNumber(db, 'test.rollback')).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect(await takeNextNumber(tx, 'test.rollback')).toBe(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await takeNextNumber(db, 'test.rollback')).toBe(2);
  });

  it('peeks without advancing', async () => {
    const { db } = database;
    expect(await peekNextNumber(db, 'test.peek')).toBe(1);
    expect(await peekNextNumber(db, 'test.peek')).toBe(1);
    expect(await takeNextNumber(db, 'test.peek')).toBe(1);
    expect(await peekNextNumber(db, 'test.peek')).toBe(2);
    expect(await peekNextNumber(db, 'test.peek')).toBe(2);
    expect(await takeNextNumber(db, 'test.peek')).toBe(2);
  });
});
