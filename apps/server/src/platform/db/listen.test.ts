import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from './database.js';

/** Collects payloads and lets a test wait for the n-th one. */
function collector() {
  const received: string[] = [];
  return {
    received,
    handler: (payload: string) => received.push(payload),
    async waitFor(count: number, timeoutMs = 5000): Promise<string[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count}: ${received.join()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return received;
    },
  };
}

const notify = (database: Database, channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`Database.listen (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('delivers notifications of its channel until unlistened', async () => {
    const a = collector();
    const other = collector();
    const unlisten = await database.listen('kenh_test_a', a.handler);
    const unlistenOther = await database.listen('kenh_test_other', other.handler);
    await notify(database, 'kenh_test_a', 'one');
    await notify(database, 'kenh_test_a', 'two');
    expect(await a.waitFor(2)).toEqual(['one', 'two']);
    expect(other.received).toEqual([]);

    await unlisten();
    await unlisten(); // twice is harmless
    await notify(database, 'kenh_test_a', 'three');
    await notify(database, 'kenh_test_other', 'marker');
    await other.waitFor(1);
    expect(a.received).toEqual(['one', 'two']);
    await unlistenOther();
  });

  it('gives every handler of a channel the payload, and only after the transaction commits', async () => {
    const first = collector();
    const second = collector();
    const u1 = await database.listen('kenh_test_tx', first.handler);
    const u2 = await database.listen('kenh_test_tx', second.handler);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('kenh_test_tx', 'in-tx')`);
      await pause(100);
      expect(first.received).toEqual([]);
    });
    expect(await first.waitFor(1)).toEqual(['in-tx']);
    expect(await second.waitFor(1)).toEqual(['in-tx']);

    // A rolled-back transaction notifies nobody.
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('kenh_test_tx', 'rolled-back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    // One handler gone, the channel stays listened for the other.
    await u1();
    await notify(database, 'kenh_test_tx', 'after');
    expect(await second.waitFor(2)).toEqual(['in-tx', 'after']);
    expect(first.received).toEqual(['in-tx']);
    await u2();
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(database.listen('bad"; drop table x; --', () => {})).rejects.toThrow(/channel name/);
    await expect(database.listen('Upper', () => {})).rejects.toThrow(/channel name/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reconnects and listens again after its connection is killed (PostgreSQL)',
    async () => {
      const c = collector();
      const unlisten = await database.listen('kenh_test_reconnect', c.handler);
      await notify(database, 'kenh_test_reconnect', 'before');
      await c.waitFor(1);

      const killed: unknown = await database.db.execute(sql`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
      expect((killed as { rows: unknown[] }).rows.length).toBeGreaterThan(0);

      // Keep notifying until the listener is back (the first reconnect comes after 250 ms).
      const deadline = Date.now() + 10_000;
      while (c.received.length < 2 && Date.now() < deadline) {
        await notify(database, 'kenh_test_reconnect', 'after');
        await pause(100);
      }
      expect(c.received[0]).toBe('before');
      expect(c.received[1]).toBe('after');
      await unlisten();
    },
    20_000,
  );
});
