/**
 * Warehouses, lots, the stock ledger, receipts and stock reads (docs/warehouse.md). For other
 * modules:
 *
 * - `warehouseTable` — the Drizzle table, for foreign keys: `.references(() => warehouseTable.id)`.
 * - `warehouseManifest` — routes under `/warehouse/api/` and `/consignment/api/`; provides the order
 *   module's `statusSettled` port (stock follows the order's status); the hourly near-expiry
 *   notices; demo warehouses and stock.
 * - `stockReceipts`, `settleOrderStock` — for shipments: the goods issues they carry, and the stock
 *   that follows an order they deliver or return; `warehouseScopeOf(caller)` — the condition on
 *   `warehouses` a caller's data scope sets (what rides from a warehouse is scoped by it);
 *   `warehouseVisibleTo(db, caller, id)` — one warehouse within it.
 */
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { ORDER_PORTS } from '../order/index.js';
import { settleOrderStock } from './order-stock.js';
import { createReceiptService } from './receipt.service.js';
import { registerStockExportRoutes } from './stock-export.routes.js';
import { createStockQueryService } from './stock-query.service.js';
import { countStockOfVariant, findReceipt } from './stock.repository.js';
import { seedWarehouseDemo } from './warehouse.demo.js';
import { countWarehouseRowsOfArea, warehouseStatusInScope } from './warehouse.repository.js';
import { createExpiryNoticeScheduler } from './lot-expiry-notices.js';
import { createWarehouseSettingsService } from './warehouse-settings.service.js';
import {
  registerStockRoutes,
  registerWarehouseRoutes,
  registerWarehouseSettingsRoutes,
} from './warehouse.routes.js';
import { createWarehouseService, warehouseScopeOf } from './warehouse.service.js';

export { warehouseTable } from './warehouse.tables.js';
export { stockReceipts } from './stock.tables.js';
export { settleOrderStock } from './order-stock.js';
export { warehouseScopeOf } from './warehouse.service.js';

/** Whether a warehouse exists within the caller's data scope. */
export const warehouseVisibleTo = async (db: DbOrTx, caller: Caller, id: number): Promise<boolean> =>
  (await warehouseStatusInScope(db, id, warehouseScopeOf(caller))) !== undefined;

export const warehouseManifest: ModuleManifest = {
  name: 'warehouse',
  dependsOn: ['account', 'access', 'notification', 'locate', 'product', 'order'],
  register(app, ctx) {
    const stock = createStockQueryService(ctx.db);
    registerWarehouseRoutes(app, createWarehouseService(ctx.db));
    registerStockRoutes(app, createReceiptService(ctx.db), stock);
    registerStockExportRoutes(app, ctx.db, stock);
    registerWarehouseSettingsRoutes(app, createWarehouseSettingsService(ctx.db));
    ctx.ports.provide(ORDER_PORTS.statusSettled, settleOrderStock);
    const notices = createExpiryNoticeScheduler(ctx.db, (error) =>
      app.log.error({ err: error }, 'near-expiry notices failed'),
    );
    ctx.jobs.add(notices);
  },
  // History of a warehouse or a receipt: the read code, then a warehouse within the caller's scope.
  recordAccess: (ctx) => ({
    warehouse: {
      permission: 'warehouse',
      inScope: (caller, id) => warehouseVisibleTo(ctx.db, caller, id),
    },
    // One company-wide record: whoever reads warehouses reads its changes.
    warehouse_settings: { permission: 'warehouse', inScope: 'unscoped' },
    stock_receipt: {
      permission: 'warehouse',
      inScope: async (caller, id) => (await findReceipt(ctx.db, id, warehouseScopeOf(caller))) !== undefined,
    },
  }),
  historyReferences: { warehouse: { owner_id: 'account', area_id: 'area' } },
  // An area keeps its warehouses; a variant keeps the stock and ledger rows that name it.
  deleteProtection: [
    {
      record: 'area',
      holder: 'warehouse',
      count: countWarehouseRowsOfArea,
      message: 'warehouse.area_has_records',
    },
    {
      record: 'product_variant',
      holder: 'stock_receipt',
      count: countStockOfVariant,
      message: 'warehouse.variant_has_stock',
    },
  ],
  seed: { order: 105, run: seedWarehouseDemo },
};
