import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  APPROVED_PRICE_LIST_STATUSES,
  PRICE_SCOPE_SPECIFICITY,
  priceListStatuses,
  type PriceListStatus,
  type PriceScopeLevel,
} from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { scopeKeyOf } from './price-list.repository.js';
import { priceListItems, priceLists, priceListTargets } from './price-list.tables.js';
import { priceKey, resolvePrices, type PriceContext } from './price-resolver.js';
import { insertArea, insertProduct, insertUnits } from './price-list.test-kit.js';

const HOUR = 3_600_000;
const BASE = Date.UTC(2027, 0, 15);
const at = (hours: number) => new Date(BASE + hours * HOUR);
const SYSTEMS = ['NPP', 'CHTH'] as const;

interface RandomList {
  system: (typeof SYSTEMS)[number];
  level: PriceScopeLevel;
  targets: number[];
  status: PriceListStatus;
  from: number;
  length: number | null;
  items: { pair: number; price: number }[];
}

/**
 * The resolver against a naive model of docs/pricing.md, over random lists (every status,
 * overlapping scopes and periods, ties of start) and random moments: one SQL statement must answer
 * exactly what the model answers, and never a list that was not approved.
 */
describe('price resolver: properties against a naive model', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let pairs: { variantId: number; unitId: number }[];
  let places: { areaId: number; zoneId: number }[];
  let accounts: { id: number; who: PriceContext }[];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    db = opened.database.db;
    drop = opened.drop;
    const units = await insertUnits(db);
    const variants = await insertProduct(db, units, { count: 2 });
    pairs = variants.flatMap((v) => v.unitIds.map((unitId) => ({ variantId: v.variantId, unitId })));
    places = [await insertArea(db), await insertArea(db)];
    const people: [string, number | null][] = [
      ['NPP', 0],
      ['NPP', 1],
      ['CHTH', 0],
      ['NPP', null],
    ];
    accounts = [];
    for (const [i, [type, place]] of people.entries()) {
      const areaId = place === null ? null : places[place]!.areaId;
      const zoneId = place === null ? null : places[place]!.zoneId;
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into accounts (username, password_hash, fullname, type, system_key, area_id, zone_id)
          values (${`prop${i}`}, 'x', ${`Đối tác ${i}`}, ${type}, 'default', ${areaId}::int, ${zoneId}::int) returning id`),
      );
      accounts.push({
        id: row!.id,
        who: { system: type as 'NPP' | 'CHTH', areaId, zoneId, accountId: row!.id },
      });
    }
  });

  afterAll(async () => {
    await drop();
  });

  const targetIds = (level: PriceScopeLevel): number[] =>
    level === 'area'
      ? places.map((p) => p.areaId)
      : level === 'zone'
        ? places.map((p) => p.zoneId)
        : level === 'account'
          ? accounts.map((a) => a.id)
          : [];

  const listArb: fc.Arbitrary<RandomList> = fc
    .record({
      system: fc.constantFrom(...SYSTEMS),
      level: fc.constantFrom<PriceScopeLevel>('system', 'area', 'zone', 'account'),
      pick: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }),
      status: fc.constantFrom(...priceListStatuses),
      // Whole days apart or the same hour: ties of start are common on purpose.
      from: fc.integer({ min: -3, max: 3 }).map((d) => d * 24),
      length: fc.option(
        fc.integer({ min: 1, max: 6 }).map((d) => d * 24),
        { nil: null },
      ),
      items: fc.uniqueArray(fc.record({ pair: fc.nat(3), price: fc.integer({ min: 1, max: 1_000_000 }) }), {
        selector: (i) => i.pair,
        minLength: 1,
        maxLength: 4,
      }),
    })
    .map((r) => {
      const ids = targetIds(r.level);
      const targets = r.level === 'system' ? [] : [...new Set(r.pick.map((p) => ids[p % ids.length]!))];
      return {
        system: r.system,
        level: r.level,
        targets,
        status: r.status,
        from: r.from,
        length: r.length,
        items: r.items,
      };
    });

  async function store(lists: RandomList[]): Promise<number[]> {
    await db.execute(sql`delete from price_lists`);
    const ids: number[] = [];
    for (const [i, l] of lists.entries()) {
      const [row] = await db
        .insert(priceLists)
        .values({
          code: `P${i}-${Math.random()}`,
          name: `Bảng giá ${i}`,
          system: l.system,
          scopeLevel: l.level,
          scopeKey: scopeKeyOf(l.level, l.targets),
          effectiveFrom: at(l.from),
          effectiveTo: l.length === null ? null : at(l.from + l.length),
          status: l.status,
          itemCount: l.items.length,
        })
        .returning({ id: priceLists.id });
      ids.push(row!.id);
      const column = { area: 'areaId', zone: 'zoneId', account: 'accountId', system: null }[l.level];
      if (column)
        await db
          .insert(priceListTargets)
          .values(l.targets.map((target) => ({ priceListId: row!.id, [column]: target })));
      await db
        .insert(priceListItems)
        .values(l.items.map((item) => ({ priceListId: row!.id, ...pairs[item.pair]!, price: item.price })));
    }
    return ids;
  }

  /** docs/pricing.md, read literally. */
  function model(lists: RandomList[], ids: number[], who: PriceContext, hours: number) {
    const approved = (l: RandomList) =>
      (APPROVED_PRICE_LIST_STATUSES as readonly string[]).includes(l.status);
    const key = (l: RandomList) => `${l.system}|${scopeKeyOf(l.level, l.targets)}`;
    const matches = (l: RandomList) =>
      l.level === 'system' ||
      (l.level === 'area' && who.areaId !== null && l.targets.includes(who.areaId)) ||
      (l.level === 'zone' && who.zoneId !== null && l.targets.includes(who.zoneId)) ||
      (l.level === 'account' && who.accountId !== null && l.targets.includes(who.accountId));
    const candidates = lists
      .map((l, i) => ({ l, id: ids[i]! }))
      .filter(
        ({ l }) =>
          approved(l) &&
          l.system === who.system &&
          l.from <= hours &&
          (l.length === null || l.from + l.length > hours) &&
          matches(l) &&
          !lists.some((n) => approved(n) && key(n) === key(l) && n.from > l.from && n.from <= hours),
      )
      .sort(
        (a, b) =>
          PRICE_SCOPE_SPECIFICITY[b.l.level] - PRICE_SCOPE_SPECIFICITY[a.l.level] ||
          b.l.from - a.l.from ||
          b.id - a.id,
      );
    return pairs.map((_, pair) => {
      const hit = candidates.find((c) => c.l.items.some((i) => i.pair === pair));
      return hit ? { price: hit.l.items.find((i) => i.pair === pair)!.price, listId: hit.id } : null;
    });
  }

  it('answers what the model answers, for every account and moment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: -7 * 24, max: 12 * 24 }), { minLength: 1, maxLength: 3 }),
        async (lists, moments) => {
          const ids = await store(lists);
          for (const hours of moments) {
            for (const { who } of accounts) {
              const resolved = await resolvePrices(db, who, at(hours), pairs);
              const got = pairs.map((p) => {
                const r = resolved.get(priceKey(p.variantId, p.unitId));
                return r ? { price: r.price, listId: r.priceListId } : null;
              });
              expect(got).toEqual(model(lists, ids, who, hours));
              for (const r of resolved.values()) {
                const list = lists[ids.indexOf(r.priceListId)]!;
                expect(APPROVED_PRICE_LIST_STATUSES).toContain(list.status);
              }
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
