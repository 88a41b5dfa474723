import { and, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Locale,
  type Order,
  type OrderAction,
  type OrderManyResult,
  type OrderStatus,
  type Page,
  type OrderRow,
  type PriceSystem,
  type orderCreateBody,
  type orderFields,
  type orderListQuery,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { awaitingCondition, checkApprover } from './order-approval.js';
import { canEditOrder, DECISIONS, ordersFor, permittedActions } from './order-access.js';
import { findFlow, findOrderType } from './order-flow.repository.js';
import { isOrderSystem, priceOrder, type Orderer } from './order-pricing.js';
import { mayOrderFor, orderVisibility, orderVisibilityBranches, orderVisibleTo } from './order-scope.js';
import { orderRowView, orderSnapshot, orderView } from './order-view.js';
import { resetApproval, runAction, submitOrder, type ActionInput } from './order-workflow.js';
import type { OrderStatusSettled } from './order.ports.js';
import {
  accountForOrder,
  eventsOf,
  findOrderRow,
  insertEvents,
  insertOrder,
  linesOf,
  listOrderRows,
  lockOrder,
  replaceLines,
  stepsOf,
  updateOrderIfVersion,
  type OrderListFilter,
  type OrderRecord,
  type OrderRow as OrderDbRow,
} from './order.repository.js';
import { orders } from './order.tables.js';

type ListQuery = z.infer<typeof orderListQuery>;
/** A list's filters without paging and sort (the export's query is this too). */
type ListFilterQuery = Omit<ListQuery, 'page' | 'page_size' | 'after' | 'sort'>;
type CreateBody = z.infer<typeof orderCreateBody>;
type Fields = z.infer<typeof orderFields>;

/** Extra fixed filters of the catalogue's specialised lists (TMĐT, drafts, without a flow…). */
export type ListPreset = Partial<Pick<OrderListFilter, 'system' | 'withoutFlow' | 'discounted'>> & {
  draftsOnly?: boolean;
};

type PricedOrderer = Orderer & { type: PriceSystem };

const fieldError = (field: string, message: string) => badRequest('error.bad_request', [{ field, message }]);

export function createOrderService(
  db: Db,
  statusSettled: OrderStatusSettled,
  now: () => Date = () => new Date(),
) {
  /** The order when visible to the caller; 404 otherwise (as if it did not exist). */
  async function visibleRow(caller: Caller, id: number, tx: DbOrTx = db): Promise<OrderDbRow> {
    const row = await findOrderRow(tx, id, orderVisibility(caller));
    if (!row) throw notFound('order.not_found');
    return row;
  }

  /** The order locked for a write, when visible to the caller. */
  async function lockedVisible(tx: DbOrTx, caller: Caller, id: number): Promise<OrderRecord> {
    const order = await lockOrder(tx, id);
    if (!order || !orderVisibleTo(caller, order)) throw notFound('order.not_found');
    return order;
  }

  async function detail(caller: Caller, id: number, tx: DbOrTx = db): Promise<Order> {
    const row = await visibleRow(caller, id, tx);
    const [lines, steps, events] = [
      await linesOf(tx, id),
      await stepsOf(tx, id, row.approvalRound),
      await eventsOf(tx, id),
    ];
    const allowed: OrderAction[] = [];
    for (const action of permittedActions(caller, row)) {
      if (DECISIONS.includes(action)) {
        const waiting = steps.find((s) => s.position === row.currentStep && s.state === 'waiting');
        if (!waiting || !(await checkApprover(tx, caller, waiting, row, now())).ok) continue;
      }
      allowed.push(action);
    }
    return orderView(row, { lines, steps, events, allowed, canEdit: canEditOrder(caller, row) });
  }

  /**
   * The ordering account: an active account of an ordering system. With `caller`, the caller must
   * be allowed to order for it (403) — checked before anything else is said about the account.
   */
  async function ordererOf(tx: DbOrTx, accountId: number, caller?: Caller): Promise<PricedOrderer> {
    const account = await accountForOrder(tx, accountId);
    if (caller && account && !mayOrderFor(caller, account))
      throw new AppError(403, 'order.account_out_of_scope');
    if (!account || !account.isActive) throw fieldError('account_id', 'order.account_invalid');
    const type = account.type;
    // The account exists but cannot order (staff, a warehouse): unprocessable rather than malformed.
    if (!isOrderSystem(type))
      throw new AppError(422, 'order.account_not_orderer', {
        errors: [{ field: 'account_id', message: 'order.account_not_orderer' }],
      });
    return { id: account.id, type, areaId: account.areaId, zoneId: account.zoneId };
  }

  /** Seller, order type and flow of the fields: each must exist and fit (400 under its field). */
  async function checkReferences(tx: DbOrTx, fields: Fields, system: string): Promise<void> {
    if (fields.seller_id) {
      const seller = await accountForOrder(tx, fields.seller_id);
      if (!seller || !seller.isActive || seller.type !== 'NPP')
        throw fieldError('seller_id', 'order.seller_invalid');
    }
    if (fields.order_type_id) {
      const type = await findOrderType(tx, fields.order_type_id);
      if (!type || !type.isActive) throw fieldError('order_type_id', 'order.order_type_invalid');
    }
    if (fields.flow_id) {
      const flow = await findFlow(tx, fields.flow_id);
      if (!flow || flow.status !== 'active' || !flow.systems.includes(system))
        throw fieldError('flow_id', 'order.flow_invalid');
    }
  }

  const fieldValues = (fields: Fields) => ({
    sellerId: fields.seller_id ?? null,
    orderTypeId: fields.order_type_id ?? null,
    flowId: fields.flow_id ?? null,
    deliveryAddress: fields.delivery_address,
    receiverName: fields.receiver_name ?? null,
    receiverPhone: fields.receiver_phone ?? null,
    note: fields.note ?? null,
  });

  async function insertNew(
    tx: DbOrTx,
    caller: Caller,
    orderer: PricedOrderer,
    fields: Fields,
    duplicatedFrom?: OrderRecord,
  ): Promise<number> {
    await checkReferences(tx, fields, orderer.type);
    const priced = await priceOrder(tx, orderer, fields.lines, now());
    const code = `DH${String(await takeNextNumber(tx, 'order')).padStart(6, '0')}`;
    const id = await insertOrder(tx, {
      code,
      accountId: orderer.id,
      accountSystem: orderer.type,
      areaId: orderer.areaId,
      zoneId: orderer.zoneId,
      ...fieldValues(fields),
      lineCount: priced.lines.length,
      subtotal: priced.subtotal,
      discount: priced.discount,
      total: priced.total,
      duplicatedFromId: duplicatedFrom?.id ?? null,
      createdBy: caller.accountId,
      updatedBy: caller.accountId,
    });
    await replaceLines(
      tx,
      id,
      priced.lines.map((l) => ({ ...l, orderId: id })),
    );
    await insertEvents(tx, [
      { orderId: id, kind: 'created', toStatus: 'draft', actorId: caller.accountId },
      ...(duplicatedFrom
        ? [
            {
              orderId: id,
              kind: 'duplicated_from' as const,
              actorId: caller.accountId,
              reason: duplicatedFrom.code,
            },
          ]
        : []),
    ]);
    const created = (await lockOrder(tx, id))!;
    await recordAudit(tx, {
      entity: 'order',
      entityId: id,
      action: 'create',
      actorId: caller.accountId,
      after: orderSnapshot(created),
    });
    return id;
  }

  /**
   * What a list's query asks for, as the repository's filter: statuses, the preset's fixed filters,
   * the caller's visibility and, for `awaiting_me`, the steps they may decide (never their own
   * orders). The list and the Excel export read through the same filter.
   */
  async function listFilter(
    caller: Caller,
    query: ListFilterQuery,
    preset: ListPreset = {},
  ): Promise<OrderListFilter> {
    const statuses: OrderStatus[] | undefined = preset.draftsOnly
      ? ['draft']
      : query.statuses && query.statuses.length > 0
        ? query.statuses
        : query.status
          ? [query.status]
          : undefined;
    const awaiting = query.awaiting_me ? await awaitingCondition(db, caller, now()) : undefined;
    // Nobody decides their own orders: they never await them.
    const notOwn = awaiting
      ? and(
          ne(orders.accountId, caller.accountId),
          or(isNull(orders.createdBy), ne(orders.createdBy, caller.accountId)),
        )
      : undefined;
    return {
      // The caller's visibility as disjoint branches: the count reads each through its own index.
      visibility: notOwn,
      visibilityBranches: orderVisibilityBranches(caller),
      search: query.search,
      statuses,
      system: preset.system ?? query.system,
      accountId: query.account_id,
      sellerId: query.seller_id,
      flowId: query.flow_id,
      withoutFlow: preset.withoutFlow,
      discounted: preset.discounted,
      orderTypeId: query.order_type_id,
      from: query.from,
      to: query.to,
      awaiting,
    };
  }

  async function list(caller: Caller, query: ListQuery, preset: ListPreset = {}): Promise<Page<OrderRow>> {
    const { rows, total, capped } = await listOrderRows(db, {
      ...(await listFilter(caller, query, preset)),
      page: query.page,
      pageSize: query.page_size,
      after: query.after,
      sort: query.sort,
    });
    return { results: rows.map(orderRowView), total, ...(capped ? { total_capped: true } : {}) };
  }

  /** One action on one order in its own transaction (a savepoint inside a batch or an idempotent call). */
  async function act(caller: Caller, id: number, input: ActionInput): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockedVisible(tx, caller, id);
      await runAction(tx, caller, order, input, now());
      await statusSettled(tx, id, caller.accountId);
    });
  }

  return {
    list,
    listFilter,
    get: (caller: Caller, id: number): Promise<Order> => detail(caller, id),

    async create(caller: Caller, body: CreateBody): Promise<Order> {
      const id = await db.transaction(async (tx) => {
        const orderer = await ordererOf(tx, body.account_id ?? caller.accountId, caller);
        const newId = await insertNew(tx, caller, orderer, body);
        if (body.submit) {
          const to = await submitOrder(tx, (await lockOrder(tx, newId))!, caller.accountId, now());
          await recordAudit(tx, {
            entity: 'order',
            entityId: newId,
            action: 'submit',
            actorId: caller.accountId,
            before: { status: 'draft' },
            after: { status: to },
          });
          await statusSettled(tx, newId, caller.accountId);
        }
        return newId;
      });
      return detail(caller, id);
    },

    /**
     * Edits an order before it ships: prices every line again; a pending or approved order loses
     * its approval and is submitted again; a rejected one returns to draft.
     */
    async update(caller: Caller, id: number, fields: Fields): Promise<Order> {
      await db.transaction(async (tx) => {
        const order = await lockedVisible(tx, caller, id);
        if (!canEditOrder(caller, order)) {
          if (!ordersFor(caller, order)) throw forbidden('order.not_your_order');
          throw new AppError(409, 'order.not_editable');
        }
        const orderer = await ordererOf(tx, order.accountId);
        await checkReferences(tx, fields, orderer.type);
        const priced = await priceOrder(tx, orderer, fields.lines, now());
        const resets = order.status === 'pending' || order.status === 'approved';
        const status: OrderStatus = order.status === 'rejected' ? 'draft' : order.status;
        const changed = await updateOrderIfVersion(tx, id, order.version, {
          ...fieldValues(fields),
          status,
          lineCount: priced.lines.length,
          subtotal: priced.subtotal,
          discount: priced.discount,
          total: priced.total,
          updatedBy: caller.accountId,
        });
        if (!changed) throw new AppError(409, 'order.changed_meanwhile');
        await replaceLines(
          tx,
          id,
          priced.lines.map((l) => ({ ...l, orderId: id })),
        );
        await insertEvents(tx, [
          {
            orderId: id,
            kind: 'updated',
            fromStatus: order.status,
            toStatus: status,
            actorId: caller.accountId,
          },
        ]);
        const edited = (await lockOrder(tx, id))!;
        if (resets) await resetApproval(tx, edited, caller.accountId, now());
        await recordAudit(tx, {
          entity: 'order',
          entityId: id,
          action: 'update',
          actorId: caller.accountId,
          before: orderSnapshot(order),
          after: orderSnapshot((await lockOrder(tx, id))!),
        });
        await statusSettled(tx, id, caller.accountId);
      });
      return detail(caller, id);
    },

    /** A new draft with the same lines, priced again now; the source's approval is never carried. */
    async duplicate(caller: Caller, id: number): Promise<Order> {
      const newId = await db.transaction(async (tx) => {
        const source = await lockedVisible(tx, caller, id);
        if (!ordersFor(caller, source)) throw forbidden('order.not_your_order');
        const lines = await linesOf(tx, id);
        const orderer = await ordererOf(tx, source.accountId);
        return insertNew(
          tx,
          caller,
          orderer,
          {
            seller_id: source.sellerId,
            order_type_id: source.orderTypeId,
            flow_id: null,
            delivery_address: source.deliveryAddress,
            receiver_name: source.receiverName,
            receiver_phone: source.receiverPhone,
            note: source.note,
            lines: lines.map((l) => ({
              variant_id: l.variantId,
              unit_id: l.unitId,
              quantity: l.quantity,
              discount_percent: l.discountBp / 100,
              note: l.note,
            })),
          },
          source,
        );
      });
      return detail(caller, newId);
    },

    async changeStatus(caller: Caller, id: number, input: ActionInput): Promise<Order> {
      await act(caller, id, input);
      return detail(caller, id);
    },

    /** The same action on many orders, each checked and done on its own; a per-order result. */
    async changeStatusMany(
      caller: Caller,
      ids: readonly number[],
      input: ActionInput,
      locale: Locale,
    ): Promise<OrderManyResult> {
      const results: OrderManyResult['results'] = [];
      for (const id of [...new Set(ids)]) {
        try {
          await act(caller, id, input);
          const row = await findOrderRow(db, id);
          results.push({ id, code: row?.code ?? null, ok: true, status: row?.status ?? null, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const row = await findOrderRow(db, id, orderVisibility(caller));
          results.push({
            id,
            code: row?.code ?? null,
            ok: false,
            status: row?.status ?? null,
            message: translate(error.messageKey, locale, error.options.params),
          });
        }
      }
      const succeeded = results.filter((r) => r.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
