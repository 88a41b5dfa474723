import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SessionIdentity } from '../../platform/auth/caller.js';
import { openTestDatabase } from '../../testing/test-app.js';
import type { Database } from '../../platform/db/database.js';
import { accessState } from './access.tables.js';
import { bumpAccessVersion, readAccessVersion } from './access-state.repository.js';
import { createAccessLoader } from './access-loader.js';
import { saveDataScope } from './data-scope.repository.js';
import { saveGrant } from './grant.repository.js';
import { ROLE } from './named-set.kinds.js';
import { addMembers, insertNamedSet } from './named-set.repository.js';

const identity = (accountId: number, extra: Partial<SessionIdentity> = {}): SessionIdentity => ({
  accountId,
  sessionId: `s-${accountId}`,
  username: `u${accountId}`,
  fullname: `U ${accountId}`,
  type: 'AD',
  systemKey: 'AD',
  isSuperuser: false,
  position: null,
  ...extra,
});

describe('access loader cache', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('serves cached sets until the access version moves, in every "process"', async () => {
    const db = database.db;
    // Two loaders on one database stand for two server processes.
    const processA = createAccessLoader({ db });
    const processB = createAccessLoader({ db });
    await db.transaction(async (tx) => {
      await saveGrant(tx, 'account', 1, { permissions: ['faq'], modulePermission: {} }, null);
      await bumpAccessVersion(tx);
    });
    const first = await processA(identity(1));
    expect(first.permissions).toEqual(['faq']);
    expect(await processA(identity(1))).toBe(first); // cache hit: the very same object
    expect((await processB(identity(1))).permissions).toEqual(['faq']);

    // A change written without a version bump is invisible to the caches (proves they cache)...
    await saveGrant(db, 'account', 1, { permissions: ['faq', 'user'], modulePermission: {} }, null);
    expect((await processA(identity(1))).permissions).toEqual(['faq']);
    // ...and the bump, as any process commits it with its change, invalidates both at once.
    await db.transaction((tx) => bumpAccessVersion(tx));
    expect((await processA(identity(1))).permissions).toEqual(['faq', 'user']);
    expect((await processB(identity(1))).permissions).toEqual(['faq', 'user']);
  });

  it('keeps one entry per system key: roles apply only in sessions of their system', async () => {
    const db = database.db;
    const load = createAccessLoader({ db });
    await db.transaction(async (tx) => {
      const role = await insertNamedSet(tx, ROLE, { name: 'KT', description: null, systemKey: 'KT' }, null);
      await saveGrant(tx, 'role', role.id, { permissions: ['salesreport'], modulePermission: {} }, null);
      await addMembers(tx, ROLE, role.id, [2]);
      await bumpAccessVersion(tx);
    });
    expect((await load(identity(2))).permissions).toEqual([]);
    expect((await load(identity(2, { systemKey: 'KT' }))).permissions).toEqual(['salesreport']);
  });

  it('adds the account itself to a restricted scope and never restricts a super user', async () => {
    const db = database.db;
    const load = createAccessLoader({ db });
    await db.transaction(async (tx) => {
      await saveDataScope(tx, 3, { unrestricted: false, areaIds: [7], zoneIds: [], accountIds: [9] }, null);
      await bumpAccessVersion(tx);
    });
    expect((await load(identity(3))).scope).toEqual({
      unrestricted: false,
      areaIds: [7],
      zoneIds: [],
      accountIds: [9, 3],
    });
    expect((await load(identity(3, { isSuperuser: true }))).scope.unrestricted).toBe(true);
    expect((await load(identity(4))).scope.unrestricted).toBe(true);
  });

  it('bumps the version row from nothing and reads it as a number', async () => {
    const db = database.db;
    const before = await readAccessVersion(db);
    await db.transaction((tx) => bumpAccessVersion(tx));
    expect(await readAccessVersion(db)).toBe(before + 1);
    const rows = await db.select({ n: sql<number>`count(*)::int` }).from(accessState);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
