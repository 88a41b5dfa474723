import { and, sql, type SQL } from 'drizzle-orm';
import type { ReceiptKind } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/folded-search.js';
import { endOfVietnamDay, startOfVietnamDay, VIETNAM_TODAY } from '../../platform/db/vietnam-days.js';
import { NEAR_LIMIT, exec, pageWithTotal } from './stock-sql.js';
import { consignments, stockReceiptLines, stockReceipts, stockReservations } from './stock.tables.js';

export interface LotRow {
  id: number;
  variant_id: number;
  lot_code: string;
  manufactured_on: string | null;
  expires_on: string;
  unit_cost: number;
}

export const lotKey = (variantId: number, lotCode: string) => `${variantId}:${lotCode}`;

/**
 * The lots a goods receipt names, created where new (two receipts racing on a new lot number get the
 * same lot), keyed by `lotKey`: one insert and one read whatever the number of lines. A known lot
 * keeps its dates and cost.
 */
export async function ensureLots(
  db: DbOrTx,
  lots: readonly Omit<LotRow, 'id'>[],
): Promise<Map<string, LotRow>> {
  if (lots.length === 0) return new Map();
  await db
    .insert(consignments)
    .values(
      lots.map((lot) => ({
        variantId: lot.variant_id,
        lotCode: lot.lot_code,
        manufacturedOn: lot.manufactured_on,
        expiresOn: lot.expires_on,
        unitCost: lot.unit_cost,
      })),
    )
    .onConflictDoNothing();
  const rows = await exec<LotRow>(
    db,
    sql`select c.id, c.variant_id, c.lot_code, c.manufactured_on::text, c.expires_on::text, c.unit_cost
      from consignments c join (values ${sql.join(
        lots.map((lot) => sql`(${lot.variant_id}::int, ${lot.lot_code}::text)`),
        sql`, `,
      )}) as wanted(v, code) on c.variant_id = wanted.v and c.lot_code = wanted.code`,
  );
  return new Map(rows.map((r) => [lotKey(r.variant_id, r.lot_code), r]));
}

export async function lotsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, LotRow & { expired: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await exec<LotRow & { expired: boolean }>(
    db,
    sql`select id, variant_id, lot_code, manufactured_on::text, expires_on::text, unit_cost,
        expires_on < ${VIETNAM_TODAY} as expired
      from consignments where id in (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertReceipt(db: DbOrTx, values: typeof stockReceipts.$inferInsert): Promise<number> {
  const [row] = await db.insert(stockReceipts).values(values).returning({ id: stockReceipts.id });
  return row!.id;
}

export async function insertReceiptLines(
  db: DbOrTx,
  lines: (typeof stockReceiptLines.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await db.insert(stockReceiptLines).values(lines);
}

/**
 * Free stock of warehouse × variant pairs in one statement: on hand in unexpired lots minus what
 * approved orders other than `exceptOrderId` hold. Keyed by `${warehouseId}:${variantId}`.
 */
export async function freeStock(
  db: DbOrTx,
  pairs: readonly { warehouseId: number; variantId: number }[],
  exceptOrderId: number | null,
): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await exec<{ warehouse_id: number; variant_id: number; free: number }>(
    db,
    sql`select p.w as warehouse_id, p.v as variant_id,
        (select coalesce(sum(b.on_hand), 0) from stock_balances b join consignments c on c.id = b.consignment_id
          where b.warehouse_id = p.w and b.variant_id = p.v and c.expires_on >= ${VIETNAM_TODAY})::int
        - (select coalesce(sum(r.reserved), 0) from stock_reservations r
          where r.warehouse_id = p.w and r.variant_id = p.v
            ${exceptOrderId === null ? sql`` : sql`and r.order_id <> ${exceptOrderId}`})::int as free
      from (values ${sql.join(
        pairs.map((p) => sql`(${p.warehouseId}::int, ${p.variantId}::int)`),
        sql`, `,
      )}) as p(w, v)`,
  );
  return new Map(rows.map((r) => [`${r.warehouse_id}:${r.variant_id}`, r.free]));
}

/** What approved orders other than `exceptOrderId` hold of each variant at a warehouse. */
export async function reservedByOthers(
  db: DbOrTx,
  warehouseId: number,
  variantIds: readonly number[],
  exceptOrderId: number | null,
): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await exec<{ variant_id: number; n: number }>(
    db,
    sql`select variant_id, coalesce(sum(reserved), 0)::int as n from stock_reservations
      where warehouse_id = ${warehouseId} and variant_id in (${sql.join(
        variantIds.map((v) => sql`${v}`),
        sql`, `,
      )})
        ${exceptOrderId === null ? sql`` : sql`and order_id <> ${exceptOrderId}`}
      group by variant_id`,
  );
  return new Map(rows.map((r) => [r.variant_id, r.n]));
}

export interface FefoLot {
  variant_id: number;
  consignment_id: number;
  lot_code: string;
  expires_on: string;
  on_hand: number;
  expired: boolean;
  near_expiry: boolean;
}

/** Lots of the variants with stock at a warehouse, first expiry first (ties: the older lot). */
export async function lotsFirstExpiry(
  db: DbOrTx,
  warehouseId: number,
  variantIds: readonly number[],
): Promise<FefoLot[]> {
  if (variantIds.length === 0) return [];
  return exec<FefoLot>(
    db,
    sql`select b.variant_id, c.id as consignment_id, c.lot_code, c.expires_on::text, b.on_hand,
        c.expires_on < ${VIETNAM_TODAY} as expired,
        c.expires_on < ${NEAR_LIMIT} as near_expiry
      from stock_balances b join consignments c on c.id = b.consignment_id
      where b.warehouse_id = ${warehouseId} and b.on_hand > 0
        and b.variant_id in (${sql.join(
          variantIds.map((v) => sql`${v}`),
          sql`, `,
        )})
      order by c.expires_on, c.id`,
  );
}

// --- reservations ----------------------------------------------------------------------------

export interface ReservationRow {
  order_id: number;
  warehouse_id: number;
  variant_id: number;
  needed: number;
  reserved: number;
}

export async function reservationsOf(db: DbOrTx, orderId: number): Promise<ReservationRow[]> {
  return exec<ReservationRow>(
    db,
    sql`select order_id, warehouse_id, variant_id, needed, reserved from stock_reservations
      where order_id = ${orderId} order by variant_id`,
  );
}

export async function insertReservations(db: DbOrTx, rows: readonly ReservationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(stockReservations).values(
    rows.map((r) => ({
      orderId: r.order_id,
      warehouseId: r.warehouse_id,
      variantId: r.variant_id,
      needed: r.needed,
      reserved: r.reserved,
    })),
  );
}

export async function deleteReservations(db: DbOrTx, orderId: number): Promise<void> {
  await db.execute(sql`delete from stock_reservations where order_id = ${orderId}`);
}

export async function receiptIdsOfOrder(db: DbOrTx, orderId: number, kind: ReceiptKind): Promise<number[]> {
  const rows = await exec<{ id: number }>(
    db,
    sql`select id from stock_receipts where order_id = ${orderId} and kind = ${kind} order by id`,
  );
  return rows.map((r) => r.id);
}

// --- receipts --------------------------------------------------------------------------------

export interface ReceiptDbRow {
  id: number;
  code: string;
  kind: ReceiptKind;
  warehouse_id: number;
  warehouse_name: string;
  to_warehouse_id: number | null;
  to_warehouse_name: string | null;
  order_id: number | null;
  order_code: string | null;
  note: string | null;
  line_count: number;
  created_by_name: string | null;
  created_at: Date | string;
}

const receiptColumns = sql`r.id, r.code, r.kind, r.warehouse_id, warehouses.name as warehouse_name, r.to_warehouse_id,
  (select name from warehouses t where t.id = r.to_warehouse_id) as to_warehouse_name,
  r.order_id, (select code from orders o where o.id = r.order_id) as order_code, r.note, r.line_count,
  (select fullname from accounts a where a.id = r.created_by) as created_by_name, r.created_at`;

export async function findReceipt(
  db: DbOrTx,
  id: number,
  scope: SQL | undefined,
): Promise<ReceiptDbRow | undefined> {
  const [row] = await exec<ReceiptDbRow>(
    db,
    sql`select ${receiptColumns} from stock_receipts r join warehouses on warehouses.id = r.warehouse_id
      where r.id = ${id} ${scope ? sql`and ${scope}` : sql``}`,
  );
  return row;
}

export interface ReceiptLineDbRow {
  variant_id: number;
  variant_code: string;
  product_name: string;
  variant_name: string;
  unit_id: number | null;
  unit_name: string | null;
  quantity: number;
  quantity_base: number;
  consignment_id: number;
  lot_code: string;
  expires_on: string;
  system_quantity: number | null;
}

export async function receiptLines(db: DbOrTx, receiptId: number): Promise<ReceiptLineDbRow[]> {
  return exec<ReceiptLineDbRow>(
    db,
    sql`select l.variant_id, v.code as variant_code, p.name as product_name, v.name as variant_name,
        l.unit_id, u.name as unit_name, l.quantity, l.quantity_base, l.consignment_id, c.lot_code,
        c.expires_on::text, l.system_quantity
      from stock_receipt_lines l
      join product_variants v on v.id = l.variant_id
      join products p on p.id = v.product_id
      join consignments c on c.id = l.consignment_id
      left join units u on u.id = l.unit_id
      where l.receipt_id = ${receiptId} order by l.position`,
  );
}

export interface ReceiptFilter {
  scope: SQL | undefined;
  kind?: ReceiptKind | undefined;
  warehouseId?: number | undefined;
  orderId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

function receiptWhere(f: ReceiptFilter): SQL {
  const term = f.search?.trim();
  return (
    and(
      f.scope,
      f.kind ? sql`r.kind = ${f.kind}` : undefined,
      f.warehouseId
        ? sql`(r.warehouse_id = ${f.warehouseId} or r.to_warehouse_id = ${f.warehouseId})`
        : undefined,
      f.orderId ? sql`r.order_id = ${f.orderId}` : undefined,
      f.from ? sql`r.created_at >= ${startOfVietnamDay(f.from)}` : undefined,
      f.to ? sql`r.created_at < ${endOfVietnamDay(f.to)}` : undefined,
      term ? sql`r.code ilike ${`%${escapeLike(term)}%`}` : undefined,
    ) ?? sql`true`
  );
}

export async function listReceipts(
  db: DbOrTx,
  filter: ReceiptFilter & { page: number; pageSize: number },
): Promise<{ rows: ReceiptDbRow[]; total: number }> {
  const where = receiptWhere(filter);
  const rows = await exec<ReceiptDbRow>(
    db,
    sql`select ${receiptColumns} from stock_receipts r join warehouses on warehouses.id = r.warehouse_id
      where ${where} order by r.id desc limit ${filter.pageSize} offset ${filter.page * filter.pageSize}`,
  );
  const [count] = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from stock_receipts r join warehouses on warehouses.id = r.warehouse_id
      where ${where} limit 10001) capped`,
  );
  return { rows, total: count?.n ?? 0 };
}

// --- movements, pickers, cart ----------------------------------------------------------------

export interface MovementFilter {
  scope: SQL | undefined;
  warehouseId?: number | undefined;
  variantId?: number | undefined;
  consignmentId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface MovementDbRow {
  id: number;
  created_at: Date | string;
  kind: ReceiptKind;
  warehouse_id: number;
  warehouse_name: string;
  variant_id: number;
  variant_code: string;
  product_name: string;
  consignment_id: number;
  lot_code: string;
  quantity: number;
  receipt_id: number;
  receipt_code: string;
  created_by_name: string | null;
}

export async function listMovements(
  db: DbOrTx,
  f: MovementFilter & { page: number; pageSize: number },
): Promise<{ rows: MovementDbRow[]; total: number }> {
  const where =
    and(
      f.scope,
      f.warehouseId ? sql`m.warehouse_id = ${f.warehouseId}` : undefined,
      f.variantId ? sql`m.variant_id = ${f.variantId}` : undefined,
      f.consignmentId ? sql`m.consignment_id = ${f.consignmentId}` : undefined,
      f.from ? sql`m.created_at >= ${startOfVietnamDay(f.from)}` : undefined,
      f.to ? sql`m.created_at < ${endOfVietnamDay(f.to)}` : undefined,
    ) ?? sql`true`;
  const page = sql`select m.* from stock_movements m join warehouses on warehouses.id = m.warehouse_id
    where ${where} order by m.id desc limit ${f.pageSize} offset ${f.page * f.pageSize}`;
  const rows = await exec<MovementDbRow>(
    db,
    sql`select m.id::int as id, m.created_at, m.kind, m.warehouse_id, w.name as warehouse_name, m.variant_id,
        v.code as variant_code, p.name as product_name, m.consignment_id, c.lot_code, m.quantity,
        m.receipt_id, r.code as receipt_code, a.fullname as created_by_name
      from (${page}) m
      join warehouses w on w.id = m.warehouse_id
      join product_variants v on v.id = m.variant_id
      join products p on p.id = v.product_id
      join consignments c on c.id = m.consignment_id
      join stock_receipts r on r.id = m.receipt_id
      left join accounts a on a.id = m.created_by
      order by m.id desc`,
  );
  const [count] = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from stock_movements m join warehouses on warehouses.id = m.warehouse_id
      where ${where} limit 10001) capped`,
  );
  return { rows, total: count?.n ?? 0 };
}

export interface StockOptionRow {
  variant_id: number;
  variant_code: string;
  product_name: string;
  variant_name: string;
  on_hand: number;
  reserved: number;
}

/** Variants with unexpired stock at a warehouse (by name, code or an exact barcode). */
export async function stockOptions(
  db: DbOrTx,
  warehouseId: number,
  search: string | null | undefined,
  barcode: string | null | undefined,
): Promise<StockOptionRow[]> {
  const term = search?.trim();
  return exec<StockOptionRow>(
    db,
    sql`select b.variant_id, v.code as variant_code, p.name as product_name, v.name as variant_name,
        sum(b.on_hand)::int as on_hand,
        (select coalesce(sum(r.reserved), 0)::int from stock_reservations r
          where r.warehouse_id = ${warehouseId} and r.variant_id = b.variant_id) as reserved
      from stock_balances b
      join consignments c on c.id = b.consignment_id
      join product_variants v on v.id = b.variant_id
      join products p on p.id = v.product_id
      where b.warehouse_id = ${warehouseId} and b.on_hand > 0 and c.expires_on >= ${VIETNAM_TODAY}
        ${term ? sql`and (fold_text(p.name) like fold_text(${`%${escapeLike(term)}%`}) or fold_text(v.code) like fold_text(${`%${escapeLike(term)}%`}))` : sql``}
        ${barcode ? sql`and b.variant_id in (select variant_id from product_barcodes where barcode = ${barcode})` : sql``}
      group by b.variant_id, v.code, p.name, v.name
      order by p.name, v.code
      limit 50`,
  );
}

export interface LotStockRow extends LotRow {
  on_hand: number;
  near_expiry: boolean;
  expired: boolean;
}

export async function lotsOfVariant(
  db: DbOrTx,
  variantId: number,
  warehouseId: number | undefined,
  scope: SQL | undefined,
): Promise<LotStockRow[]> {
  return exec<LotStockRow>(
    db,
    sql`select c.id, c.variant_id, c.lot_code, c.manufactured_on::text, c.expires_on::text, c.unit_cost,
        coalesce((select sum(b.on_hand) from stock_balances b join warehouses on warehouses.id = b.warehouse_id
          where b.consignment_id = c.id ${warehouseId ? sql`and b.warehouse_id = ${warehouseId}` : sql``}
          ${scope ? sql`and ${scope}` : sql``}), 0)::int as on_hand,
        c.expires_on >= ${VIETNAM_TODAY} and c.expires_on < ${NEAR_LIMIT} as near_expiry,
        c.expires_on < ${VIETNAM_TODAY} as expired
      from consignments c where c.variant_id = ${variantId}
      order by c.expires_on, c.id`,
  );
}

export interface CartDbRow {
  order_id: number;
  order_code: string;
  orderer_name: string;
  warehouse_id: number;
  warehouse_name: string;
  line_count: number;
  total: number;
  approved_at: Date | string | null;
  needed: number;
  reserved: number;
  total_rows: number;
}

/** Approved orders holding stock (reservations) at warehouses the scope lets through. */
export async function cartRows(
  db: DbOrTx,
  f: {
    scope: SQL | undefined;
    warehouseId?: number | undefined;
    orderId?: number | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: CartDbRow[]; total: number }> {
  const where =
    and(
      f.scope,
      f.warehouseId ? sql`r.warehouse_id = ${f.warehouseId}` : undefined,
      f.orderId ? sql`r.order_id = ${f.orderId}` : undefined,
      sql`o.status = 'approved'`,
    ) ?? sql`true`;
  const grouped = sql`select r.order_id, r.warehouse_id, sum(r.needed)::int as needed, sum(r.reserved)::int as reserved
    from stock_reservations r join orders o on o.id = r.order_id
    join warehouses on warehouses.id = r.warehouse_id
    where ${where} group by r.order_id, r.warehouse_id`;
  return pageWithTotal<CartDbRow>(
    db,
    sql`select g.order_id, o.code as order_code, a.fullname as orderer_name, g.warehouse_id,
        w.name as warehouse_name, o.line_count, o.total::float8 as total, o.approved_at, g.needed, g.reserved,
        count(*) over ()::int as total_rows
      from (${grouped}) g
      join orders o on o.id = g.order_id
      join accounts a on a.id = o.account_id
      join warehouses w on w.id = g.warehouse_id
      order by o.approved_at nulls last, o.id
      limit ${f.pageSize} offset ${f.page * f.pageSize}`,
    grouped,
    f.page,
  );
}

/** On hand of one lot at one warehouse (0 when it never held any). */
export async function balanceOf(
  db: DbOrTx,
  warehouseId: number,
  variantId: number,
  consignmentId: number,
): Promise<number> {
  const [row] = await exec<{ on_hand: number }>(
    db,
    sql`select on_hand from stock_balances where warehouse_id = ${warehouseId} and variant_id = ${variantId}
      and consignment_id = ${consignmentId}`,
  );
  return row?.on_hand ?? 0;
}

/** Ledger rows naming a variant (its delete is refused while there are any). */
export async function countStockOfVariant(db: DbOrTx, variantId: number): Promise<number> {
  const [row] = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from consignments where variant_id = ${variantId}`,
  );
  return row?.n ?? 0;
}
