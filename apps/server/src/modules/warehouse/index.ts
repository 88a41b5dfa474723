/**
 * Warehouses, lots, the stock ledger, receipts and stock reads (docs/warehouse.md). For other
 * modules:
 *
 * - `warehouseTable` — the Drizzle table, for foreign keys: `.references(() => warehouseTable.id)`.
 * - `warehouseManifest` — routes under `/warehouse/api/` and `/consignment/api/`; provides the order
 *   module's `statusSettled` port (stock follows the order's status); demo warehouses and stock.
 */
import type { ModuleManifest } from '../../platform/modules/manifest.js';
import { ORDER_PORTS } from '../order/index.js';
import { settleOrderStock } from './order-stock.js';
import { createReceiptService } from './receipt.service.js';
import { registerStockExportRoutes } from './stock-export.routes.js';
import { createStockQueryService } from './stock-query.service.js';
import { countStockOfVariant, findReceipt } from './stock.repository.js';
import { seedWarehouseDemo } from './warehouse.demo.js';
import { countWarehouseRowsOfArea, findWarehouseRow } from './warehouse.repository.js';
import { registerStockRoutes, registerWarehouseRoutes } from './warehouse.routes.js';
import { createWarehouseService, warehouseScopeOf } from './warehouse.service.js';

export { warehouseTable } from './warehouse.tables.js';
export { stockReceipts } from './stock.tables.js';
export { settleOrderStock } from './order-stock.js';

export const warehouseManifest: ModuleManifest = {
  name: 'warehouse',
  dependsOn: ['account', 'locate', 'product', 'order'],
  register(app, ctx) {
    const stock = createStockQueryService(ctx.db);
    registerWarehouseRoutes(app, createWarehouseService(ctx.db));
    registerStockRoutes(app, createReceiptService(ctx.db), stock);
    registerStockExportRoutes(app, ctx.db, stock);
    ctx.ports.provide(ORDER_PORTS.statusSettled, settleOrderStock);
  },
  // History of a warehouse or a receipt: the read code, then a warehouse within the caller's scope.
  recordAccess: (ctx) => ({
    warehouse: {
      permission: 'warehouse',
      inScope: async (caller, id) =>
        (await findWarehouseRow(ctx.db, id, warehouseScopeOf(caller))) !== undefined,
    },
    stock_receipt: {
      permission: 'warehouse',
      inScope: async (caller, id) => (await findReceipt(ctx.db, id, warehouseScopeOf(caller))) !== undefined,
    },
  }),
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
