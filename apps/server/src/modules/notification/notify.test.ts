import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { listBatchForUsers } from './notification.repository.js';
import { notifications } from './notification.tables.js';
import { notify } from './notify.js';

describe('notify()', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createTestAccount(t);
    b = await createTestAccount(t);
  });
  afterAll(() => t.close());

  const rowsOfBatch = (batchId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.batchId, batchId))
      .orderBy(asc(notifications.id));

  it('inserts one sanitised row per distinct recipient, all in one batch', async () => {
    const { batchId, count } = await t.database.db.transaction((tx) =>
      notify(tx, [a.id, b.id, a.id], {
        module: 'ORDER',
        title: '<b>Đơn hàng</b> mới',
        content: '<p>Đơn <b>#7</b></p><script>alert(1)</script>\nDòng 2',
        path: '/order/export/7',
        custom_id: '7',
        createdBy: b.id,
      }),
    );
    expect(count).toBe(2);
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await rowsOfBatch(batchId);
    expect(rows.map((r) => r.userId)).toEqual([a.id, b.id]);
    expect(rows[0]).toMatchObject({
      system: 'MAIN',
      module: 'ORDER',
      customId: '7',
      title: 'Đơn hàng mới',
      content: '<p>Đơn <b>#7</b></p>\nDòng 2',
      path: '/order/export/7',
      seen: false,
      seenAt: null,
      isFailed: false,
      createdBy: b.id,
    });

    const forA = await listBatchForUsers(t.database.db, batchId, [a.id]);
    expect(forA).toEqual([
      {
        id: rows[0]!.id,
        user: a.id,
        module: 'ORDER',
        custom_id: '7',
        title: 'Đơn hàng mới',
        content: '<p>Đơn <b>#7</b></p>\nDòng 2',
        status: false,
        created_at: rows[0]!.createdAt.toISOString(),
        system: 'MAIN',
        is_failed: false,
        data: { path: '/order/export/7' },
      },
    ]);
    expect(await listBatchForUsers(t.database.db, batchId, [])).toEqual([]);
  });

  it('leaves no rows when the calling transaction rolls back', async () => {
    let batch = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        batch = (await notify(tx, [a.id, b.id], { module: 'DEFAULT', title: 'T', content: 'C' })).batchId;
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(batch).not.toBe('');
    expect(await rowsOfBatch(batch)).toEqual([]);
  });

  it('does nothing for no recipients, and deduplicates long recipient lists', async () => {
    expect((await notify(t.database.db, [], { module: 'DEFAULT', title: 'T', content: 'C' })).count).toBe(0);
    const many = await Promise.all(Array.from({ length: 3 }, () => createTestAccount(t)));
    const ids = Array.from({ length: 2500 }, (_, i) => many[i % 3]!.id);
    const { batchId, count } = await notify(t.database.db, ids, { module: 'FAQ', title: 'T', content: 'C' });
    expect(count).toBe(3);
    expect((await rowsOfBatch(batchId)).length).toBe(3);
  });
});
