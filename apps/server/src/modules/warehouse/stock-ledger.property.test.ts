import { plusDays, stockApi, todayInVietnam, warehouseApi } from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { call, callData } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from '../order/order-world.test-kit.js';

/** A small seeded generator (mulberry32): the same walk on every run, a different one per seed. */
function generator(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const STEPS = 60;

describe('warehouse: the ledger under a random walk of receipts', () => {
  let w: OrderWorld;
  const warehouses: number[] = [];
  /** The lots brought in: variant, lot id and its number. */
  const lots: { variant: number; lot: number; code: string }[] = [];
  const expiresOn = plusDays(todayInVietnam(), 100);

  const balances = async () =>
    rowsOf<{ warehouse_id: number; consignment_id: number; on_hand: number }>(
      await w.t.database.db.execute(
        sql`select warehouse_id, consignment_id, on_hand from stock_balances order by 1, 2`,
      ),
    );
  const ledgerCount = async () =>
    rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from stock_movements`),
    )[0]!.n;
  const drift = async () =>
    rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`select count(*)::int as n from (
        select warehouse_id, variant_id, consignment_id, sum(quantity) as q from stock_movements group by 1, 2, 3) m
        full join stock_balances b using (warehouse_id, variant_id, consignment_id)
        where coalesce(m.q, 0) <> coalesce(b.on_hand, 0)`),
    )[0]!.n;

  beforeAll(async () => {
    w = await createOrderWorld();
    for (const name of ['Kho A', 'Kho B'])
      warehouses.push(
        (
          await callData(warehouseApi.create, {
            as: w.as.admin,
            body: { name, kind: 'central', area_id: w.areaIds[0] },
          })
        ).id,
      );
    const receipt = await callData(stockApi.receiptImport, {
      as: w.as.admin,
      body: {
        warehouse_id: warehouses[0]!,
        lines: [0, 1].flatMap((v) =>
          ['X', 'Y'].map((lot) => ({
            variant_id: w.catalogue.variants[v]!,
            unit_id: w.catalogue.piece,
            quantity: 20,
            lot_code: `${lot}${v}`,
            expires_on: expiresOn,
          })),
        ),
      },
    });
    for (const line of receipt.lines)
      lots.push({ variant: line.variant_id, lot: line.consignment_id, code: line.lot_code });
  });

  afterAll(async () => {
    await w.t.close();
  });

  it('keeps every balance equal to its movements and never below zero; a refused receipt moves nothing', async () => {
    const pick = generator(20261127);
    let refused = 0;
    for (let step = 0; step < STEPS; step++) {
      const { variant, lot, code } = lots[pick(lots.length)]!;
      const at = warehouses[pick(2)]!;
      const quantity = 1 + pick(15);
      const line = { variant_id: variant, unit_id: w.catalogue.piece, quantity, consignment_id: lot };
      const kind = pick(4);
      const before = await ledgerCount();
      const answer =
        kind === 0
          ? await call(stockApi.receiptImport, {
              as: w.as.admin,
              body: {
                warehouse_id: at,
                lines: [
                  {
                    variant_id: variant,
                    unit_id: w.catalogue.piece,
                    quantity,
                    lot_code: code,
                    expires_on: expiresOn,
                  },
                ],
              },
            })
          : kind === 1
            ? await call(stockApi.receiptExport, {
                as: w.as.admin,
                body: { warehouse_id: at, lines: [line] },
              })
            : kind === 2
              ? await call(stockApi.receiptTransfer, {
                  as: w.as.admin,
                  body: {
                    warehouse_id: at,
                    to_warehouse_id: warehouses.find((x) => x !== at)!,
                    lines: [line],
                  },
                })
              : await call(stockApi.stockCount, {
                  as: w.as.admin,
                  body: {
                    warehouse_id: at,
                    lines: [{ variant_id: variant, consignment_id: lot, counted: pick(25) }],
                  },
                });
      if (answer.status !== 200) {
        expect([400, 422], `step ${step}: ${answer.message}`).toContain(answer.status);
        expect(await ledgerCount(), `step ${step} refused but moved stock`).toBe(before);
        refused += 1;
      }
      expect(await drift(), `step ${step}`).toBe(0);
      expect(
        (await balances()).every((b) => b.on_hand >= 0),
        `step ${step}`,
      ).toBe(true);
    }
    // The walk did try to take more than there was, and was refused — and mostly moved stock.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(STEPS / 2);
  });

  it('reads a warehouse-wide day from the stored day ends exactly as the ledger sums it, whichever way it fills them', async () => {
    const db = w.t.database.db;
    const today = todayInVietnam();
    // The walk's movements spread over the last 70 days in the order they were posted, the last
    // eight left at today (history: the app never back-dates a movement).
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select id::int as id from stock_movements order by id`),
    ).map((r) => r.id);
    const spread = ids.slice(0, -8);
    await db.execute(sql`update stock_movements m set created_at = now() - (s.back * interval '70 days') / ${spread.length}
      from (select id, ${spread.length} - row_number() over (order by id) + 1 as back from stock_movements
            where id <= ${spread.at(-1)!}) s where m.id = s.id`);
    // One lot near expiry and one expired: the flags still come from the lots.
    await db.execute(
      sql`update consignments set expires_on = ${plusDays(today, 10)}::date where id = ${lots[0]!.lot}`,
    );
    await db.execute(
      sql`update consignments set expires_on = ${plusDays(today, -3)}::date where id = ${lots[1]!.lot}`,
    );
    const ledger = async (day: string) =>
      rowsOf<{ warehouse_id: number; q: number; v: number }>(
        await db.execute(sql`select m.warehouse_id, sum(m.quantity)::int as q, sum(m.quantity * c.unit_cost)::float8 as v
          from stock_movements m join consignments c on c.id = m.consignment_id
          where m.created_at < ((${day}::date) + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh'
          group by 1 having sum(m.quantity) <> 0 order by 1`),
      );
    const report = async (asOf: string | undefined, groupBy: 'warehouse' | 'lot') =>
      (
        await callData(stockApi.stockQuantity, {
          as: w.as.admin,
          body: { group_by: groupBy, page_size: 100, ...(asOf ? { as_of: asOf } : {}) },
        })
      ).results;
    const check = async (back: number) => {
      const day = plusDays(today, -back);
      const perWarehouse = await report(back === 0 ? undefined : day, 'warehouse');
      expect(
        perWarehouse.map((r) => ({ warehouse_id: r.warehouse_id, q: r.quantity, v: r.value })),
        day,
      ).toEqual(await ledger(day));
      // The flags agree with the lots of that day.
      const lotsOfDay = await report(back === 0 ? undefined : day, 'lot');
      for (const row of perWarehouse) {
        const held = lotsOfDay.filter((l) => l.warehouse_id === row.warehouse_id);
        expect([row.near_expiry, row.expired], day).toEqual([
          held.some((l) => l.near_expiry),
          held.every((l) => l.expired),
        ]);
      }
    };
    // Days asked out of order: the first fills back from today's balances through yesterday, the
    // older ones back from the oldest stored end.
    for (const back of [35, 50, 20, 69, 71, 2, 42, 10, 1, 60, 28, 5, 0, 15, 45, 3]) await check(back);
    // Days passing: the newest ends not stored yet are filled forward from the last stored one.
    await db.execute(sql`delete from stock_day_ends where day > ${plusDays(today, -6)}::date`);
    await db.execute(sql`delete from stock_day_closings where day > ${plusDays(today, -6)}::date`);
    for (const back of [4, 2, 1, 0]) await check(back);
    // A page past the last still says how many groups there are (no row carries the total there).
    for (const groupBy of ['warehouse', 'lot'] as const) {
      const past = await callData(stockApi.stockQuantity, {
        as: w.as.admin,
        body: { group_by: groupBy, page: 50, page_size: 1 },
      });
      expect(past.results, groupBy).toEqual([]);
      expect(past.total, groupBy).toBe((await report(undefined, groupBy)).length);
    }
    const stored = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from stock_day_closings`),
    );
    expect(stored[0]!.n).toBeGreaterThanOrEqual(71);
  });
});
