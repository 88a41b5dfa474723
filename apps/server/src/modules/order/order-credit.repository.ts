import { eq, sql } from 'drizzle-orm';
import { RECEIVABLE_ORDER_STATUSES } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { orderCreditLimits, orderPayments } from './order.tables.js';

export type PaymentRecord = typeof orderPayments.$inferSelect;

const RECEIVABLE = sql.raw(RECEIVABLE_ORDER_STATUSES.map((s) => `'${s}'`).join(','));
/** Approved but not delivered: owed once delivered, so it counts against the limit already. */
const COMMITTED = sql.raw(`'approved','shipping'`);

export interface AccountCredit {
  deliveredTotal: number;
  paidTotal: number;
  /** Delivered longer than the payment term ago. */
  dueTotal: number;
  committed: number;
  creditLimit: number | null;
  paymentTermDays: number;
}

/**
 * A partner's money position in one statement over indexed columns (orders by account and status,
 * payments by account): delivered, paid, due, committed, and its limit and term.
 */
export async function accountCredit(db: DbOrTx, accountId: number, now: Date): Promise<AccountCredit> {
  const [row] = rowsOf<{
    delivered: string | number;
    paid: string | number;
    due: string | number;
    committed: string | number;
    credit_limit: string | number | null;
    term: number;
  }>(
    await db.execute(sql`
      with term as (
        select coalesce((select payment_term_days from order_credit_limits where account_id = ${accountId}::int), 30)
          as days
      )
      select
        coalesce((select sum(o.total) from orders o
          where o.account_id = ${accountId}::int and o.status in (${RECEIVABLE})), 0) as delivered,
        coalesce((select sum(p.amount) from order_payments p where p.account_id = ${accountId}::int), 0) as paid,
        coalesce((select sum(o.total) from orders o, term
          where o.account_id = ${accountId}::int and o.status in (${RECEIVABLE})
            and o.delivered_at < ${now.toISOString()}::timestamptz - make_interval(days => term.days)), 0) as due,
        coalesce((select sum(o.total) from orders o
          where o.account_id = ${accountId}::int and o.status in (${COMMITTED})), 0) as committed,
        (select credit_limit from order_credit_limits where account_id = ${accountId}::int) as credit_limit,
        (select days from term)::int as term`),
  );
  return {
    deliveredTotal: Number(row!.delivered),
    paidTotal: Number(row!.paid),
    dueTotal: Number(row!.due),
    committed: Number(row!.committed),
    creditLimit: row!.credit_limit === null ? null : Number(row!.credit_limit),
    paymentTermDays: Number(row!.term),
  };
}

/** Receivable and overdue from a credit position (payments pay the oldest deliveries first). */
export function receivableFigures(c: AccountCredit) {
  const receivable = c.deliveredTotal - c.paidTotal;
  const overdue = Math.max(0, c.dueTotal - c.paidTotal);
  const available = c.creditLimit === null ? null : c.creditLimit - receivable - c.committed;
  return { receivable, overdue, available };
}

export async function upsertCreditLimit(
  tx: DbOrTx,
  accountId: number,
  values: { creditLimit: number | null; paymentTermDays: number; actorId: number },
): Promise<void> {
  await tx
    .insert(orderCreditLimits)
    .values({
      accountId,
      creditLimit: values.creditLimit,
      paymentTermDays: values.paymentTermDays,
      createdBy: values.actorId,
      updatedBy: values.actorId,
    })
    .onConflictDoUpdate({
      target: orderCreditLimits.accountId,
      set: {
        creditLimit: values.creditLimit,
        paymentTermDays: values.paymentTermDays,
        updatedBy: values.actorId,
        updatedAt: new Date(),
      },
    });
}

export async function findCreditLimit(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(orderCreditLimits).where(eq(orderCreditLimits.accountId, accountId));
  return row;
}

export async function insertPayment(
  tx: DbOrTx,
  values: typeof orderPayments.$inferInsert,
): Promise<PaymentRecord> {
  const [row] = await tx.insert(orderPayments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id));
  return row;
}
