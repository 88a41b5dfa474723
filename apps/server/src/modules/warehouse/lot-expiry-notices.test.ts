import { plusDays, stockApi, todayInVietnam, warehouseApi } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from '../order/order-world.test-kit.js';
import { runExpiryNotices } from './lot-expiry-notices.js';

const today = todayInVietnam();

describe('warehouse: the near-expiry window and its notices', () => {
  let w: OrderWorld;
  let warehouseId = 0;

  const notices = async () =>
    rowsOf<{ title: string; content: string; path: string }>(
      await w.t.database.db.execute(
        sql`select title, content, path from notifications where user_id = ${w.ids.admin} and module = 'WAREHOUSE' order by id`,
      ),
    );
  const flagged = async () =>
    (await callData(warehouseApi.get, { as: w.as.admin, params: { id: warehouseId } })).near_expiry_lots;

  beforeAll(async () => {
    w = await createOrderWorld();
    warehouseId = (
      await callData(warehouseApi.create, {
        as: w.as.admin,
        body: { name: 'Kho tổng Cần Thơ', kind: 'central', area_id: w.areaIds[0] },
      })
    ).id;
    const line = (lot_code: string, days: number, variant = 0) => ({
      variant_id: w.catalogue.variants[variant]!,
      unit_id: w.catalogue.piece,
      quantity: 12,
      lot_code,
      expires_on: plusDays(today, days),
    });
    await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: { warehouse_id: warehouseId, lines: [line('SOON', 10), line('GONE', -3), line('LATER', 200, 1)] },
    });
  });

  afterAll(async () => {
    await w.t.close();
  });

  it('tells the keepers once per lot: near expiry within the window, expired with stock', async () => {
    const first = await runExpiryNotices(w.t.database.db);
    expect(first.lots).toBe(2);
    const sent = await notices();
    expect(sent.map((n) => n.title).sort()).toEqual(['Lô hàng sắp hết hạn', 'Lô hàng đã hết hạn']);
    const near = sent.find((n) => n.title === 'Lô hàng sắp hết hạn')!;
    // The warehouse by its own name ("Kho tổng Cần Thơ"), not "Kho Kho tổng Cần Thơ".
    expect(near.content).toMatch(/^Kho tổng Cần Thơ: 1 lô sẽ hết hạn trong 60 ngày tới/);
    expect(near.content).toContain('SOON');
    expect(near.content).not.toContain('LATER');
    expect(near.path).toBe(`/warehouse/detail/${warehouseId}`);
    // A second pass (or a second server) finds nothing new.
    expect((await runExpiryNotices(w.t.database.db)).lots).toBe(0);
    expect(await notices()).toHaveLength(2);
  });

  it('widens the window from the settings: flags and notices follow at once; bad input changes nothing', async () => {
    expect(await callData(warehouseApi.settings, { as: w.as.admin })).toMatchObject({ near_expiry_days: 60 });
    expect(await flagged()).toBe(1);
    const bad = await call(warehouseApi.updateSettings, { as: w.as.admin, body: { near_expiry_days: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([
      { field: 'near_expiry_days', message: 'Số ngày cận hạn là số nguyên từ 1 đến 365' },
    ]);
    const refused = await call(warehouseApi.updateSettings, {
      as: w.as.reader,
      body: { near_expiry_days: 300 },
    });
    expect(refused.status).toBe(403);
    expect((await callData(warehouseApi.settings, { as: w.as.admin })).near_expiry_days).toBe(60);

    const saved = await callData(warehouseApi.updateSettings, {
      as: w.as.admin,
      body: { near_expiry_days: 365 },
    });
    expect(saved.near_expiry_days).toBe(365);
    expect(await flagged()).toBe(2);
    expect((await runExpiryNotices(w.t.database.db)).lots).toBe(1);
    expect((await notices()).at(-1)!.content).toContain('LATER');
  });
});
