import { sql, type SQL } from 'drizzle-orm';
import { APPROVED_PRICE_LIST_STATUSES, type PriceScopeLevel, type PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { variantUnitKey } from '../product/index.js';

/** Who is priced: a system, and where in it (any of area, zone, account may be absent). */
export interface PriceContext {
  system: PriceSystem;
  areaId: number | null;
  zoneId: number | null;
  accountId: number | null;
}

export interface PriceLine {
  variantId: number;
  unitId: number;
}

export interface ResolvedLinePrice extends PriceLine {
  price: number;
  priceListId: number;
  priceListCode: string;
  revision: number;
  scopeLevel: PriceScopeLevel;
}

/** A PostgreSQL int[] literal (ids are validated integers). */
const intArrayLiteral = (values: readonly number[]): string =>
  `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** An int[] sent as one text parameter. */
export const intArray = (values: readonly number[]): SQL => sql`${intArrayLiteral(values)}::int[]`;

const APPROVED = sql.raw(APPROVED_PRICE_LIST_STATUSES.map((s) => `'${s}'`).join(','));

/** What a lists-in-force clause reads: bound values, or the placeholders of a prepared statement. */
interface ListsInForceValues {
  system: SQL;
  areaId: SQL;
  zoneId: SQL;
  accountId: SQL;
  /** An ISO timestamp. */
  at: SQL;
  exceptListId: SQL;
}

/**
 * The lists that price `who` at `at`: approved once (never draft, pending, rejected or cancelled),
 * of its system, started by `at`, not ended and not replaced by a newer list of the same scope
 * started by then, and scoped to it — system-wide, its area, its zone
 * or the account itself. Read by time, not by the status the scheduler sets, so a price is right to
 * the second even before the scheduler wakes.
 */
function listsInForceOf(v: ListsInForceValues): SQL {
  return sql`
    select l.id, l.code, l.revision, l.effective_from, l.scope_level,
      case l.scope_level when 'account' then 4 when 'zone' then 3 when 'area' then 2 else 1 end as specificity
    from price_lists l
    where l.system = ${v.system} and l.id <> ${v.exceptListId}::int
      and l.status in (${APPROVED})
      and l.effective_from <= ${v.at}::timestamptz
      and (l.effective_to is null or l.effective_to > ${v.at}::timestamptz)
      -- A newer list of the same scope that has started replaces this one wholesale.
      and not exists (select 1 from price_lists n
        where n.system = l.system and n.scope_key = l.scope_key and n.status in (${APPROVED})
          and n.id <> ${v.exceptListId}::int
          and n.effective_from > l.effective_from and n.effective_from <= ${v.at}::timestamptz)
      and (
        l.scope_level = 'system'
        or (l.scope_level = 'area' and exists (select 1 from price_list_targets t
              where t.price_list_id = l.id and t.area_id = ${v.areaId}::int))
        or (l.scope_level = 'zone' and exists (select 1 from price_list_targets t
              where t.price_list_id = l.id and t.zone_id = ${v.zoneId}::int))
        or (l.scope_level = 'account' and exists (select 1 from price_list_targets t
              where t.price_list_id = l.id and t.account_id = ${v.accountId}::int))
      )`;
}

export function listsInForce(who: PriceContext, at: Date, exceptListId = 0): SQL {
  return listsInForceOf({
    system: sql`${who.system}`,
    areaId: sql`${who.areaId}`,
    zoneId: sql`${who.zoneId}`,
    accountId: sql`${who.accountId}`,
    at: sql`${at.toISOString()}`,
    exceptListId: sql`${exceptListId}`,
  });
}

/** The values of the placeholders `listsInForcePrepared` reads. */
export type ListsInForcePlaceholders = {
  system: PriceSystem;
  areaId: number | null;
  zoneId: number | null;
  accountId: number | null;
  at: string;
  exceptListId: number;
};

export const listsInForcePlaceholders = (
  who: PriceContext,
  at: Date,
  exceptListId = 0,
): ListsInForcePlaceholders => ({
  system: who.system,
  areaId: who.areaId,
  zoneId: who.zoneId,
  accountId: who.accountId,
  at: at.toISOString(),
  exceptListId,
});

/** `listsInForce` for a prepared statement: PostgreSQL parses and plans it once per connection. */
export const listsInForcePrepared: SQL = listsInForceOf({
  system: sql`${sql.placeholder('system')}`,
  areaId: sql`${sql.placeholder('areaId')}`,
  zoneId: sql`${sql.placeholder('zoneId')}`,
  accountId: sql`${sql.placeholder('accountId')}`,
  at: sql`${sql.placeholder('at')}`,
  exceptListId: sql`${sql.placeholder('exceptListId')}`,
});

interface Row {
  variant_id: number;
  unit_id: number;
  price: string | number;
  price_list_id: number;
  code: string;
  revision: number;
  scope_level: PriceScopeLevel;
}

/**
 * Per wanted variant and unit, the price of the most specific list in force, then the latest
 * started, then the highest id (`DISTINCT ON`). A prepared statement: the resolver runs on every
 * order line and catalogue page, and planning it cost as much as running it.
 */
const resolveQuery = preparedQuery<ListsInForcePlaceholders & { variants: string; units: string }, Row[]>(
  'price-resolver',
  (db) =>
    db
      .select({
        variant_id: sql<number>`r.variant_id`,
        unit_id: sql<number>`r.unit_id`,
        price: sql<string | number>`r.price`,
        price_list_id: sql<number>`r.price_list_id`,
        code: sql<string>`r.code`,
        revision: sql<number>`r.revision`,
        scope_level: sql<PriceScopeLevel>`r.scope_level`,
      })
      .from(
        sql`(
          with candidates as (${listsInForcePrepared}),
          wanted as (
            select distinct * from unnest(${sql.placeholder('variants')}::int[],
                                          ${sql.placeholder('units')}::int[]) as w(variant_id, unit_id)
          )
          select distinct on (i.variant_id, i.unit_id)
            i.variant_id, i.unit_id, i.price, c.id as price_list_id, c.code, c.revision, c.scope_level
          from wanted w
          join price_list_items i on i.variant_id = w.variant_id and i.unit_id = w.unit_id
          join candidates c on c.id = i.price_list_id
          order by i.variant_id, i.unit_id, c.specificity desc, c.effective_from desc, c.id desc
        ) r`,
      ),
);

/**
 * The one price resolver (docs/pricing.md "The resolver"): per variant and unit, the price of the
 * most specific list in force, then the latest started, then the highest id — one statement.
 * Lines with no price in force are absent from the map (key `variantId:unitId`).
 */
export async function resolvePrices(
  db: DbOrTx,
  who: PriceContext,
  at: Date,
  lines: readonly PriceLine[],
  /** The list a preview compares against what is in force: left out of the candidates. */
  exceptListId?: number,
): Promise<Map<string, ResolvedLinePrice>> {
  if (lines.length === 0) return new Map();
  const rows = await resolveQuery(db, {
    ...listsInForcePlaceholders(who, at, exceptListId),
    variants: intArrayLiteral(lines.map((l) => l.variantId)),
    units: intArrayLiteral(lines.map((l) => l.unitId)),
  });
  return new Map(
    rows.map((r) => [
      priceKey(r.variant_id, r.unit_id),
      {
        variantId: r.variant_id,
        unitId: r.unit_id,
        price: Number(r.price),
        priceListId: r.price_list_id,
        priceListCode: r.code,
        revision: r.revision,
        scopeLevel: r.scope_level,
      },
    ]),
  );
}

/** A price row's key: the catalogue's variant-unit key. */
export const priceKey = variantUnitKey;
