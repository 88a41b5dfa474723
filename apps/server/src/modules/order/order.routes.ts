import type { FastifyInstance } from 'fastify';
import { orderApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { OrderAccountService } from './order-accounts.service.js';
import type { OrderMoneyService } from './order-money.service.js';
import type { OrderService } from './order.service.js';

/**
 * Orders in their four generations (docs/orders.md "Paths"): v3 is the designed form; v2, m_order
 * and the legacy calls are the catalogue's, over the same service and schemas.
 */
export function registerOrderRoutes(
  app: FastifyInstance,
  orders: OrderService,
  money: OrderMoneyService,
  pickable: OrderAccountService,
): void {
  const created = async (p: ReturnType<OrderService['create']>) => withMessage(await p, 'order.created');
  const updated = async (p: ReturnType<OrderService['update']>) => withMessage(await p, 'order.updated');
  const changed = async (p: ReturnType<OrderService['changeStatus']>) =>
    withMessage(await p, 'order.status_changed');
  const many = async (p: ReturnType<OrderService['changeStatusMany']>) =>
    withMessage(await p, 'order.many_done');
  const decision = (d: 'approve' | 'reject') => d;

  registerEndpoint(app, orderApi.accounts, (r) => pickable.list(callerOf(r), r.query));

  // Lists: one service, presets for the specialised catalogue calls.
  registerEndpoint(app, orderApi.list, (r) => orders.list(callerOf(r), r.query));
  registerEndpoint(app, orderApi.v2List, (r) => orders.list(callerOf(r), r.body));
  registerEndpoint(app, orderApi.mList, (r) => orders.list(callerOf(r), r.body));
  registerEndpoint(app, orderApi.legacyList, (r) => orders.list(callerOf(r), r.body));
  registerEndpoint(app, orderApi.v2ListTmdt, (r) => orders.list(callerOf(r), r.body, { system: 'KH' }));
  registerEndpoint(app, orderApi.mListTmdt, (r) => orders.list(callerOf(r), r.body, { system: 'KH' }));
  registerEndpoint(app, orderApi.v2ListCustomer, (r) => orders.list(callerOf(r), r.body));
  registerEndpoint(app, orderApi.mWithoutFlow, (r) =>
    orders.list(callerOf(r), r.body, { withoutFlow: true }),
  );
  registerEndpoint(app, orderApi.v2ApplyPromotions, (r) =>
    orders.list(callerOf(r), { ...r.query, sort: 'newest' }, { discounted: true }),
  );
  registerEndpoint(app, orderApi.mDrafts, (r) =>
    orders.list(callerOf(r), { ...r.body, sort: 'newest' }, { draftsOnly: true }),
  );

  // One order.
  registerEndpoint(app, orderApi.get, (r) => orders.get(callerOf(r), r.params.id));
  registerEndpoint(app, orderApi.v2Get, (r) => orders.get(callerOf(r), r.params.id));
  registerEndpoint(app, orderApi.mGet, (r) => orders.get(callerOf(r), r.params.id));
  registerEndpoint(app, orderApi.v2TmdtDetail, (r) => orders.get(callerOf(r), r.query.order_id));
  registerEndpoint(app, orderApi.legacyDetail, (r) => orders.get(callerOf(r), r.body.order_id));

  // Create and edit.
  registerEndpoint(app, orderApi.create, (r) => created(orders.create(callerOf(r), r.body)));
  registerEndpoint(app, orderApi.v2Create, (r) => created(orders.create(callerOf(r), r.body)));
  registerEndpoint(app, orderApi.mCreate, (r) => created(orders.create(callerOf(r), r.body)));
  registerEndpoint(app, orderApi.legacyCreate, (r) => created(orders.create(callerOf(r), r.body)));
  registerEndpoint(app, orderApi.update, (r) => updated(orders.update(callerOf(r), r.params.id, r.body)));
  registerEndpoint(app, orderApi.v2Update, (r) => updated(orders.update(callerOf(r), r.params.id, r.body)));
  registerEndpoint(app, orderApi.legacyUpdate, (r) => {
    const { order_id, ...fields } = r.body;
    return updated(orders.update(callerOf(r), order_id, fields));
  });
  registerEndpoint(app, orderApi.duplicate, async (r) =>
    withMessage(await orders.duplicate(callerOf(r), r.params.id), 'order.duplicated'),
  );

  // Status actions and decisions.
  registerEndpoint(app, orderApi.status, (r) =>
    changed(orders.changeStatus(callerOf(r), r.params.id, r.body)),
  );
  registerEndpoint(app, orderApi.v2Status, (r) =>
    changed(orders.changeStatus(callerOf(r), r.params.id, r.body)),
  );
  registerEndpoint(app, orderApi.mConfirm, (r) =>
    changed(
      orders.changeStatus(callerOf(r), r.params.id, {
        action: decision(r.body.decision),
        reason: r.body.reason,
        version: r.body.version,
      }),
    ),
  );
  registerEndpoint(app, orderApi.legacyConfirm, (r) =>
    changed(
      orders.changeStatus(callerOf(r), r.body.order_id, {
        action: decision(r.body.decision),
        reason: r.body.reason,
        version: r.body.version,
      }),
    ),
  );
  registerEndpoint(app, orderApi.statusMany, (r) =>
    many(orders.changeStatusMany(callerOf(r), r.body.ids, r.body, localeOf(r))),
  );
  registerEndpoint(app, orderApi.v2StatusMany, (r) =>
    many(orders.changeStatusMany(callerOf(r), r.body.ids, r.body, localeOf(r))),
  );
  registerEndpoint(app, orderApi.mConfirmMultiple, (r) =>
    many(
      orders.changeStatusMany(
        callerOf(r),
        r.body.ids,
        { action: decision(r.body.decision), reason: r.body.reason },
        localeOf(r),
      ),
    ),
  );

  // Money and reports.
  registerEndpoint(app, orderApi.receivable, (r) => money.receivable(callerOf(r), r.body.account_id));
  registerEndpoint(app, orderApi.setCreditLimit, async (r) =>
    withMessage(await money.setCreditLimit(callerOf(r), r.params.id, r.body), 'order.credit_limit_saved'),
  );
  registerEndpoint(app, orderApi.recordPayment, async (r) =>
    withMessage(await money.recordPayment(callerOf(r), r.body), 'order.payment_recorded'),
  );
  registerEndpoint(app, orderApi.mAccountReport, (r) => money.accountReport(callerOf(r), r.body));
  registerEndpoint(app, orderApi.salesReportNpp, (r) => money.salesReportNpp(callerOf(r), r.body));
  registerEndpoint(app, orderApi.salesReportProducts, (r) => money.salesReportProducts(callerOf(r), r.body));
}
