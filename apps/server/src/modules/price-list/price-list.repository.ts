import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  APPROVED_PRICE_LIST_STATUSES,
  WORKING_PRICE_LIST_STATUSES,
  type PriceListStatus,
  type PriceScopeLevel,
  type PriceSystem,
} from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { defineListQuery, filterOn, inIdOrder } from '../../platform/db/list-query.js';
import { accounts } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { priceLists, priceListTargets } from './price-list.tables.js';

export type PriceListRecord = typeof priceLists.$inferSelect;
export type NewPriceListRecord = typeof priceLists.$inferInsert;

export interface TargetRef {
  id: number;
  name: string;
}

/**
 * Sub-selects name the outer table explicitly: Drizzle writes a single-table select's columns
 * unqualified, which inside a sub-select would bind to the inner table (accounts has `created_by` too).
 */
const personName = (column: 'created_by' | 'updated_by' | 'submitted_by' | 'approved_by' | 'rejected_by') =>
  sql<
    string | null
  >`(select p.fullname from accounts p where p.id = ${sql.raw(`"price_lists"."${column}"`)})`;

/** A list with what its views show: names of its targets and people, its image count. */
const viewColumns = {
  ...getTableColumns(priceLists),
  targets: sql<TargetRef[]>`(
    select coalesce(json_agg(json_build_object(
      'id', coalesce(t.area_id, t.zone_id, t.account_id),
      'name', coalesce(a.name, z.name, acc.fullname, '')) order by t.id), '[]'::json)
    from price_list_targets t
    left join areas a on a.id = t.area_id
    left join zones z on z.id = t.zone_id
    left join accounts acc on acc.id = t.account_id
    where t.price_list_id = "price_lists"."id")`,
  imageCount: sql<number>`(select count(*)::int from price_list_images pi
    where pi.price_list_id = "price_lists"."id")`,
  createdByName: personName('created_by'),
  updatedByName: personName('updated_by'),
  submittedByName: personName('submitted_by'),
  approvedByName: personName('approved_by'),
  rejectedByName: personName('rejected_by'),
};

export type PriceListRow = PriceListRecord & {
  targets: TargetRef[];
  imageCount: number;
  createdByName: string | null;
  updatedByName: string | null;
  submittedByName: string | null;
  approvedByName: string | null;
  rejectedByName: string | null;
};

export interface PriceListFilter {
  search?: string | undefined;
  stage?: 'working' | 'history' | undefined;
  status?: PriceListStatus | undefined;
  system?: PriceSystem | undefined;
  scopeLevel?: PriceScopeLevel | undefined;
  variantId?: number | undefined;
}

const STAGE_STATUSES = {
  working: WORKING_PRICE_LIST_STATUSES,
  history: [...APPROVED_PRICE_LIST_STATUSES, 'cancelled'],
} as const;

const priceListPages = defineListQuery({
  table: priceLists,
  id: priceLists.id,
  sorts: { newest: { column: priceLists.id, direction: 'desc' } },
  defaultSort: 'newest',
});

export async function listPriceListRows(
  db: DbOrTx,
  filter: PriceListFilter & { page: number; pageSize: number },
): Promise<{ rows: PriceListRow[]; total: number; capped: boolean }> {
  const where = and(
    filter.stage ? inArray(priceLists.status, [...STAGE_STATUSES[filter.stage]]) : undefined,
    filterOn.eq(priceLists.status, filter.status),
    filterOn.eq(priceLists.system, filter.system),
    filterOn.eq(priceLists.scopeLevel, filter.scopeLevel),
    foldedContains(sql`${priceLists.code} || ' ' || ${priceLists.name}`, filter.search),
    filter.variantId === undefined
      ? undefined
      : sql`exists (select 1 from price_list_items i
          where i.price_list_id = "price_lists"."id" and i.variant_id = ${filter.variantId}::int)`,
  );
  const { ids, total, capped } = await priceListPages.pageIds(db, { ...filter, where });
  const rows =
    ids.length === 0 ? [] : await db.select(viewColumns).from(priceLists).where(inArray(priceLists.id, ids));
  return { rows: inIdOrder(ids, rows as PriceListRow[]), total, capped };
}

export async function findPriceListRow(db: DbOrTx, id: number): Promise<PriceListRow | undefined> {
  const [row] = await db.select(viewColumns).from(priceLists).where(eq(priceLists.id, id)).limit(1);
  return row;
}

/** Locks the list row until the transaction ends: status changes and edits of one list queue. */
export async function lockPriceList(db: DbOrTx, id: number): Promise<PriceListRecord | undefined> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id)).for('update').limit(1);
  return row;
}

/** The active system-wide list of a system (v1 `pricelist/0`): the latest started one in force. */
export async function activeSystemListId(
  db: DbOrTx,
  system: PriceSystem,
  at: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.system, system),
        eq(priceLists.scopeLevel, 'system'),
        inArray(priceLists.status, [...APPROVED_PRICE_LIST_STATUSES]),
        sql`${priceLists.effectiveFrom} <= ${at.toISOString()}::timestamptz`,
        sql`(${priceLists.effectiveTo} is null or ${priceLists.effectiveTo} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(sql`${priceLists.effectiveFrom} desc`, sql`${priceLists.id} desc`)
    .limit(1);
  return row?.id;
}

export async function insertPriceListRecord(db: DbOrTx, values: NewPriceListRecord): Promise<number> {
  const [row] = await db.insert(priceLists).values(values).returning({ id: priceLists.id });
  return row!.id;
}

export async function updatePriceListRecord(
  db: DbOrTx,
  id: number,
  values: Partial<NewPriceListRecord>,
): Promise<void> {
  await db
    .update(priceLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(priceLists.id, id));
}

export async function deletePriceListRecord(db: DbOrTx, id: number): Promise<void> {
  await db.delete(priceLists).where(eq(priceLists.id, id));
}

// --- Targets ----------------------------------------------------------------------------------

const TARGET_COLUMN = { area: 'areaId', zone: 'zoneId', account: 'accountId' } as const;

export async function targetIdsOf(db: DbOrTx, priceListId: number): Promise<number[]> {
  const rows = await db
    .select({
      id: sql<number>`coalesce(${priceListTargets.areaId}, ${priceListTargets.zoneId}, ${priceListTargets.accountId})`,
    })
    .from(priceListTargets)
    .where(eq(priceListTargets.priceListId, priceListId))
    .orderBy(priceListTargets.id);
  return rows.map((r) => Number(r.id));
}

export async function replaceTargets(
  db: DbOrTx,
  priceListId: number,
  level: PriceScopeLevel,
  ids: readonly number[],
): Promise<void> {
  await db.delete(priceListTargets).where(eq(priceListTargets.priceListId, priceListId));
  await db
    .update(priceLists)
    .set({ scopeKey: scopeKeyOf(level, ids) })
    .where(eq(priceLists.id, priceListId));
  if (level === 'system' || ids.length === 0) return;
  const column = TARGET_COLUMN[level];
  await db.insert(priceListTargets).values(ids.map((id) => ({ priceListId, [column]: id })));
}

/** `area:3,7`: the level and its sorted targets (lists with equal keys replace each other). */
export const scopeKeyOf = (level: PriceScopeLevel, ids: readonly number[]): string =>
  `${level}:${[...ids].sort((a, b) => a - b).join(',')}`;

/** Which of `ids` exist as areas, zones or (partner) accounts of `system`. */
export async function existingTargetIds(
  db: DbOrTx,
  level: Exclude<PriceScopeLevel, 'system'>,
  ids: readonly number[],
  system: PriceSystem,
): Promise<{ found: Set<number>; wrongSystem: Set<number> }> {
  if (ids.length === 0) return { found: new Set(), wrongSystem: new Set() };
  if (level === 'area') {
    const rows = await db
      .select({ id: areas.id })
      .from(areas)
      .where(inArray(areas.id, [...ids]));
    return { found: new Set(rows.map((r) => r.id)), wrongSystem: new Set() };
  }
  if (level === 'zone') {
    const rows = await db
      .select({ id: zones.id })
      .from(zones)
      .where(inArray(zones.id, [...ids]));
    return { found: new Set(rows.map((r) => r.id)), wrongSystem: new Set() };
  }
  const rows = await db
    .select({ id: accounts.id, type: accounts.type })
    .from(accounts)
    .where(and(inArray(accounts.id, [...ids]), eq(accounts.isDeleted, false)));
  return {
    found: new Set(rows.map((r) => r.id)),
    wrongSystem: new Set(rows.filter((r) => r.type !== system).map((r) => r.id)),
  };
}

/** How many lists target an area / a zone (their deletes are refused while any does). */
export async function countListsOfArea(db: DbOrTx, areaId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListTargets)
    .where(eq(priceListTargets.areaId, areaId));
  return row?.n ?? 0;
}

export async function countListsOfZone(db: DbOrTx, zoneId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListTargets)
    .where(eq(priceListTargets.zoneId, zoneId));
  return row?.n ?? 0;
}

/** An account's type, area and zone: what the resolver prices it by. */
const placementQuery = preparedQuery<
  { id: number },
  { id: number; type: string; areaId: number | null; zoneId: number | null }[]
>('price_list_account_placement', (db) =>
  db
    .select({ id: accounts.id, type: accounts.type, areaId: accounts.areaId, zoneId: accounts.zoneId })
    .from(accounts)
    .where(and(eq(accounts.id, sql.placeholder('id')), eq(accounts.isDeleted, false)))
    .limit(1),
);

/** An account's type, area and zone: what the resolver prices it by (every resolve asks it). */
export async function accountPlacementOf(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; type: string; areaId: number | null; zoneId: number | null } | undefined> {
  const [row] = await placementQuery(db, { id });
  return row;
}

/** The area of each zone. */
export async function areasOfZones(db: DbOrTx, zoneIds: readonly number[]): Promise<Map<number, number>> {
  if (zoneIds.length === 0) return new Map();
  const rows = await db
    .select({ id: zones.id, areaId: zones.areaId })
    .from(zones)
    .where(inArray(zones.id, [...zoneIds]));
  return new Map(rows.map((r) => [r.id, r.areaId]));
}
