import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from '../db/database.js';
import type { DataScope } from './caller.js';
import { scopeAllows, scopeCondition, UNRESTRICTED_SCOPE } from './data-scope.js';

/** A probe table created by the test only (not part of any migration). */
const probe = pgTable('scope_probe', {
  id: integer('id').primaryKey(),
  areaId: integer('area_id'),
  zoneId: integer('zone_id'),
  accountId: integer('account_id'),
});

// id: area / zone / account
const ROWS = [
  { id: 1, areaId: 10, zoneId: 100, accountId: 1000 },
  { id: 2, areaId: 10, zoneId: 101, accountId: 1001 },
  { id: 3, areaId: 11, zoneId: 100, accountId: 1002 },
  { id: 4, areaId: 12, zoneId: 102, accountId: 1000 },
  { id: 5, areaId: null, zoneId: null, accountId: null },
];

const restricted = (s: Partial<DataScope>): DataScope => ({
  unrestricted: false,
  areaIds: [],
  zoneIds: [],
  accountIds: [],
  ...s,
});

const all = { area: probe.areaId, zone: probe.zoneId, account: probe.accountId };

describe('scopeCondition', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(
      sql`create table scope_probe (id integer primary key, area_id integer, zone_id integer, account_id integer)`,
    );
    await database.db.insert(probe).values(ROWS);
  });
  afterAll(() => drop());

  async function visible(condition: SQL | undefined): Promise<number[]> {
    const rows = await database.db
      .select({ id: probe.id })
      .from(probe)
      .where(condition)
      .orderBy(asc(probe.id));
    return rows.map((r) => r.id);
  }

  it('adds no condition for an unrestricted scope', async () => {
    expect(scopeCondition(UNRESTRICTED_SCOPE, all)).toBeUndefined();
    expect(scopeCondition({ ...UNRESTRICTED_SCOPE, areaIds: [10] }, all)).toBeUndefined();
    expect(await visible(scopeCondition(UNRESTRICTED_SCOPE, all))).toEqual([1, 2, 3, 4, 5]);
  });

  it('limits to the listed areas, zones or accounts', async () => {
    expect(await visible(scopeCondition(restricted({ areaIds: [10] }), all))).toEqual([1, 2]);
    expect(await visible(scopeCondition(restricted({ zoneIds: [100] }), all))).toEqual([1, 3]);
    expect(await visible(scopeCondition(restricted({ accountIds: [1000] }), all))).toEqual([1, 4]);
    expect(await visible(scopeCondition(restricted({ areaIds: [11, 12] }), all))).toEqual([3, 4]);
  });

  it('joins several axes with OR: a row matching any of them is visible', async () => {
    const scope = restricted({ areaIds: [11], zoneIds: [101], accountIds: [1000] });
    expect(await visible(scopeCondition(scope, all))).toEqual([1, 2, 3, 4]);
  });

  it('ignores axes whose column the table does not have', async () => {
    const scope = restricted({ areaIds: [11], accountIds: [1001] });
    expect(await visible(scopeCondition(scope, { area: probe.areaId }))).toEqual([3]);
    expect(await visible(scopeCondition(scope, { account: probe.accountId }))).toEqual([2]);
  });

  it('denies everything when no mapped column can satisfy a restricted scope', async () => {
    // No columns mapped at all.
    expect(await visible(scopeCondition(restricted({ areaIds: [10] }), {}))).toEqual([]);
    // Columns mapped only for axes the scope leaves empty.
    expect(await visible(scopeCondition(restricted({ areaIds: [10] }), { zone: probe.zoneId }))).toEqual([]);
    // Restricted with nothing listed.
    expect(await visible(scopeCondition(restricted({}), all))).toEqual([]);
  });

  it('never matches rows whose scoped columns are null', async () => {
    const ids = await visible(scopeCondition(restricted({ areaIds: [10, 11, 12] }), all));
    expect(ids).not.toContain(5);
  });

  it('agrees with scopeAllows for rows in memory', () => {
    const scope = restricted({ areaIds: [10], accountIds: [1002] });
    const allowed = ROWS.filter((r) => scopeAllows(scope, { area: r.areaId, account: r.accountId })).map(
      (r) => r.id,
    );
    expect(allowed).toEqual([1, 2, 3]);
    expect(scopeAllows(UNRESTRICTED_SCOPE, {})).toBe(true);
    expect(scopeAllows(restricted({ areaIds: [10] }), {})).toBe(false);
  });
});
