/**
 * Orders, approval flows, receivable and sales reports (docs/orders.md). For other modules:
 *
 * - `orders`, `orderLines` — the Drizzle tables, for foreign keys and reads;
 * - `ORDER_PORTS.statusSettled` — provided by the warehouse: stock follows the order's status;
 * - `orderStockFacts`, `orderVariantNeeds` — an order's status, seller, area and needs per variant
 *   (the warehouse holds and issues stock by them); `runDeliveryAction` — the warehouse ships an
 *   order in the transaction of its goods issue, a shipment delivers or returns it;
 *   `noticeOrdersShipment` — tells the orderers their goods are loaded on a shipment or on the road.
 * - `orderManifest` — routes under `/order/api/` and `/type/api/`, the reminder scheduler, demo data.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { seedDemoOrders } from './order.demo.js';
import { countStepsOfRoom, findDelegation } from './order-flow.repository.js';
import { registerOrderFlowRoutes } from './order-flow.routes.js';
import { createOrderExport } from './order-export.js';
import { registerOrderExportRoutes } from './order-export.routes.js';
import { registerOrderDocumentRoutes } from './order-document.routes.js';
import { createOrderAccountService } from './order-accounts.service.js';
import { createOrderFlowService } from './order-flow.service.js';
import { createOrderMoneyService } from './order-money.service.js';
import { createOrderReminderScheduler } from './order-reminders.js';
import { findPayment } from './order-credit.repository.js';
import { orderVisibility, partnerVisible, seesAllOrders } from './order-scope.js';
import { countLinesOfProduct, countLinesOfVariant, findOrderRow, orderCodes } from './order.repository.js';
import { registerOrderRoutes } from './order.routes.js';
import { createOrderService } from './order.service.js';
import { ORDER_PORTS } from './order.ports.js';

export { orders, orderLines } from './order.tables.js';
export { ORDER_PORTS, type OrderStatusSettled } from './order.ports.js';
export {
  noticeOrdersShipment,
  orderStockFacts,
  orderVariantNeeds,
  runDeliveryAction,
  type OrderStockFacts,
} from './order-fulfilment.js';
export type { ShipmentNotice } from './order.notices.js';

export const orderManifest: ModuleManifest = {
  name: 'order',
  dependsOn: ['account', 'access', 'notification', 'organization', 'partner', 'product', 'price-list'],
  ports: Object.values(ORDER_PORTS),
  register(app, ctx) {
    // One order service behind the JSON calls, the Excel export and the PDF.
    const orders = createOrderService(ctx.db, ctx.ports.use(ORDER_PORTS.statusSettled));
    registerOrderRoutes(app, orders, createOrderMoneyService(ctx.db), createOrderAccountService(ctx.db));
    registerOrderFlowRoutes(app, createOrderFlowService(ctx.db));
    registerOrderExportRoutes(app, createOrderExport(ctx.db, orders));
    registerOrderDocumentRoutes(app, ctx.db, orders);
    // Steps waiting too long remind, then escalate; the first run catches up after a downtime.
    const reminders = createOrderReminderScheduler(ctx.db, {
      onError: (error) => app.log.error({ err: error }, 'order reminder scheduler failed'),
    });
    ctx.jobs.add(reminders);
  },
  recordAccess: (ctx) => ({
    // An order: like GET v3/orders/:id — the read code, then the order visible to the caller.
    order: {
      permission: 'exporttodistributororder',
      inScope: async (caller, id) => (await findOrderRow(ctx.db, id, orderVisibility(caller))) !== undefined,
    },
    // Flows and order types are company-wide configuration.
    order_flow: { permission: ['exporttodistributororder', 'orderflow.manage'], inScope: 'unscoped' },
    order_type: { permission: ['exporttodistributororder', 'ordertype.manage'], inScope: 'unscoped' },
    // A delegation: its approver, its deputy, or whoever manages flows.
    order_delegation: {
      permission: ['order.approve', 'orderflow.manage'],
      inScope: async (caller, id) => {
        if (caller.isSuperuser || caller.permissions.has('orderflow.manage')) return true;
        const row = await findDelegation(ctx.db, id);
        return (
          row !== undefined && (row.approverId === caller.accountId || row.deputyId === caller.accountId)
        );
      },
    },
    // Payments and credit limits: the rule of the partner's orders (a limit's id is the account id).
    order_payment: {
      permission: 'order.fulfil',
      inScope: async (caller, id) => {
        if (seesAllOrders(caller)) return true;
        const payment = await findPayment(ctx.db, id);
        return payment !== undefined && (await partnerVisible(ctx.db, caller, payment.accountId));
      },
    },
    order_credit_limit: {
      permission: 'order.fulfil',
      inScope: async (caller, id) => seesAllOrders(caller) || partnerVisible(ctx.db, caller, id),
    },
  }),
  recordNames: (ctx) => ({ order: orderCodes(ctx.db) }),
  deleteProtection: [
    { record: 'room', holder: 'order_flow', count: countStepsOfRoom, message: 'order.room_in_flows' },
    {
      record: 'product_variant',
      holder: 'order',
      count: countLinesOfVariant,
      message: 'order.variant_in_orders',
    },
    { record: 'product', holder: 'order', count: countLinesOfProduct, message: 'order.product_in_orders' },
  ],
  seed: { order: 100, run: seedDemoOrders },
};
