import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers.js';

/** One value of every type Drizzle reads as text, and of a few it does not. */
const EVERY_KIND = sql`select
  timestamp '2026-11-28 10:00:01.5' as ts,
  timestamptz '2026-11-28 10:00:01+07' as tstz,
  date '2026-11-28' as d,
  interval '1 day 2 hours' as i,
  array[1.50, 2]::numeric[] as numerics,
  array[timestamp '2026-11-28 10:00', timestamp '2026-11-29 11:00'] as timestamps,
  array[timestamptz '2026-11-28 10:00+07'] as timestamptzs,
  array[date '2026-11-28', null] as dates,
  array[interval '1 hour'] as intervals,
  array[1, 2]::int[] as ints,
  12345678901::bigint as big,
  1.25::numeric as n,
  '{"a": [1]}'::jsonb as j,
  true as b`;

describe('PGlite with Drizzle’s parsers installed once', () => {
  let plain: PGlite;
  let client: PGlite;
  const optionsSeen: unknown[] = [];

  beforeAll(async () => {
    [plain, client] = await Promise.all([PGlite.create(), PGlite.create()]);
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
      optionsSeen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
  });
  afterAll(() => Promise.all([plain.close(), client.close()]));

  it('reads every type as Drizzle does on a client of its own, in and out of a transaction', async () => {
    const expected = await drizzle(plain).execute(EVERY_KIND);
    const db = drizzle(withDrizzleParsers(client));
    expect((await db.execute(EVERY_KIND)).rows).toEqual(expected.rows);
    expect((await db.transaction((tx) => tx.execute(EVERY_KIND))).rows).toEqual(expected.rows);
    // Drizzle's own reading, which the adapted client must keep: the server's text.
    expect(expected.rows[0]).toMatchObject({ ts: '2026-11-28 10:00:01.5', d: '2026-11-28' });
    expect(typeof expected.rows[0]?.timestamps).toBe('string');
  });

  it('does not hand the client a parser table with each query', async () => {
    optionsSeen.length = 0;
    await drizzle(withDrizzleParsers(client)).execute(sql`select now() as at`);
    expect(optionsSeen).toHaveLength(1);
    expect(optionsSeen[0]).not.toHaveProperty('parsers');
  });

  it('keeps the parsers any other query brings', async () => {
    const adapted = withDrizzleParsers(client);
    const result = await adapted.query<{ n: unknown }>('select 7::int as n', [], {
      parsers: { [types.INT4]: (value) => `int ${value}` },
    });
    expect(result.rows[0]?.n).toBe('int 7');
  });
});
