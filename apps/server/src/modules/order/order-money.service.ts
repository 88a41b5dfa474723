import type { z } from 'zod';
import {
  SOLD_ORDER_STATUSES,
  isOneOf,
  type AccountOrderReport,
  type OrderPayment,
  type Receivable,
  type accountOrderReportBody,
  type creditLimitBody,
  type orderPaymentBody,
  type salesReportBody,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.js';
import {
  accountCredit,
  findCreditLimit,
  insertPayment,
  receivableFigures,
  upsertCreditLimit,
} from './order-credit.repository.js';
import { isOrderSystem } from './order-pricing.js';
import { orderVisibility, orderVisibleTo } from './order-scope.js';
import { ordersOfAccountByStatus, salesByDistributor, salesByProduct } from './order-report.repository.js';
import { accountForOrder, findOrderRow } from './order.repository.js';

type ReportBody = z.infer<typeof salesReportBody>;

/** Receivable, credit limits, payments and the sales reports (docs/orders.md "Money"). */
export function createOrderMoneyService(db: Db, now: () => Date = () => new Date()) {
  /**
   * A partner account the caller may see the money of: itself, or, for staff, one in their data
   * scope (the rule of its orders). Anything else is a 404 under `account_id`.
   */
  async function partnerFor(caller: Caller, accountId: number, tx: DbOrTx = db) {
    const account = await accountForOrder(tx, accountId);
    const visible =
      account !== undefined &&
      orderVisibleTo(caller, {
        accountId: account.id,
        sellerId: null,
        createdBy: null,
        areaId: account.areaId,
        zoneId: account.zoneId,
      });
    if (!visible) throw notFound('order.partner_invalid');
    // Visible but no ordering partner (staff, a warehouse): it owes nothing and has no limit.
    if (!isOrderSystem(account.type))
      throw new AppError(422, 'order.account_not_orderer', {
        errors: [{ field: 'account_id', message: 'order.account_not_orderer' }],
      });
    return account;
  }

  async function receivable(caller: Caller, accountId: number, tx: DbOrTx = db): Promise<Receivable> {
    const account = await partnerFor(caller, accountId, tx);
    const credit = await accountCredit(tx, accountId, now());
    const figures = receivableFigures(credit);
    return {
      account_id: account.id,
      account_name: account.fullname,
      delivered_total: credit.deliveredTotal,
      paid_total: credit.paidTotal,
      receivable: figures.receivable,
      overdue: figures.overdue,
      committed: credit.committed,
      credit_limit: credit.creditLimit,
      payment_term_days: credit.paymentTermDays,
      available_credit: figures.available,
    };
  }

  return {
    receivable: (caller: Caller, accountId: number) => receivable(caller, accountId),

    async setCreditLimit(
      caller: Caller,
      accountId: number,
      body: z.infer<typeof creditLimitBody>,
    ): Promise<Receivable> {
      return db.transaction(async (tx) => {
        await partnerFor(caller, accountId, tx);
        const before = await findCreditLimit(tx, accountId);
        await upsertCreditLimit(tx, accountId, {
          creditLimit: body.credit_limit,
          paymentTermDays: body.payment_term_days,
          actorId: caller.accountId,
        });
        await recordAudit(tx, {
          entity: 'order_credit_limit',
          entityId: accountId,
          action: before ? 'update' : 'create',
          actorId: caller.accountId,
          before: before
            ? { credit_limit: before.creditLimit, payment_term_days: before.paymentTermDays }
            : null,
          after: { credit_limit: body.credit_limit, payment_term_days: body.payment_term_days },
        });
        return receivable(caller, accountId, tx);
      });
    },

    async recordPayment(caller: Caller, body: z.infer<typeof orderPaymentBody>): Promise<OrderPayment> {
      return db.transaction(async (tx) => {
        await partnerFor(caller, body.account_id, tx);
        if (body.order_id) {
          const order = await findOrderRow(tx, body.order_id, orderVisibility(caller));
          if (!order || order.accountId !== body.account_id)
            throw badRequest('error.bad_request', [{ field: 'order_id', message: 'order.not_found' }]);
        }
        const row = await insertPayment(tx, {
          accountId: body.account_id,
          orderId: body.order_id ?? null,
          amount: body.amount,
          paidOn: body.paid_on,
          note: body.note ?? null,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        const view: OrderPayment = {
          id: row.id,
          account_id: row.accountId,
          order_id: row.orderId,
          amount: Number(row.amount),
          paid_on: row.paidOn,
          note: row.note,
          created_at: row.createdAt.toISOString(),
        };
        await recordAudit(tx, {
          entity: 'order_payment',
          entityId: row.id,
          action: 'create',
          actorId: caller.accountId,
          after: view,
        });
        return view;
      });
    },

    async accountReport(
      caller: Caller,
      body: z.infer<typeof accountOrderReportBody>,
    ): Promise<AccountOrderReport> {
      const account = await partnerFor(caller, body.account_id ?? caller.accountId);
      const rows = await ordersOfAccountByStatus(db, account.id, orderVisibility(caller), body.from, body.to);
      const last = rows.reduce<Date | null>(
        (max, r) => (r.last && (!max || r.last > max) ? r.last : max),
        null,
      );
      return {
        account_id: account.id,
        account_name: account.fullname,
        by_status: rows.map(({ status, count, total }) => ({ status, count, total })),
        order_count: rows.reduce((n, r) => n + r.count, 0),
        sold_total: rows
          .filter((r) => isOneOf(SOLD_ORDER_STATUSES, r.status))
          .reduce((n, r) => n + r.total, 0),
        last_order_at: last ? last.toISOString() : null,
      };
    },

    async salesReportNpp(caller: Caller, body: ReportBody) {
      const { rows, total, totals } = await salesByDistributor(db, {
        from: body.from,
        to: body.to,
        areaId: body.area_id,
        visibility: orderVisibility(caller),
        page: body.page,
        pageSize: body.page_size,
      });
      return { results: rows, total, totals };
    },

    async salesReportProducts(caller: Caller, body: ReportBody) {
      const { rows, total, totals } = await salesByProduct(db, {
        from: body.from,
        to: body.to,
        areaId: body.area_id,
        sellerId: body.seller_id,
        visibility: orderVisibility(caller),
        page: body.page,
        pageSize: body.page_size,
      });
      return { results: rows, total, totals };
    },
  };
}

export type OrderMoneyService = ReturnType<typeof createOrderMoneyService>;
