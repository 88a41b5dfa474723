import type { FastifyInstance } from 'fastify';
import { stockApi, warehouseApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { ReceiptService } from './receipt.service.js';
import type { StockQueryService } from './stock-query.service.js';
import type { WarehouseSettingsService } from './warehouse-settings.service.js';
import type { WarehouseService } from './warehouse.service.js';

/** Warehouses: thin handlers over the service. */
export function registerWarehouseRoutes(app: FastifyInstance, service: WarehouseService): void {
  registerEndpoint(app, warehouseApi.list, (r) => service.list(callerOf(r), r.query));
  registerEndpoint(app, warehouseApi.get, (r) => service.get(callerOf(r), r.params.id));
  registerEndpoint(app, warehouseApi.create, async (r) =>
    withMessage(await service.create(callerOf(r), r.body), 'warehouse.created'),
  );
  registerEndpoint(app, warehouseApi.update, async (r) =>
    withMessage(await service.update(callerOf(r), r.params.id, r.body), 'warehouse.updated'),
  );
  registerEndpoint(app, warehouseApi.status, async (r) =>
    withMessage(
      await service.changeStatus(callerOf(r), r.params.id, r.body.action),
      'warehouse.status_changed',
    ),
  );
  registerEndpoint(app, warehouseApi.deactivate, async (r) => {
    const changed = await service.setActive(callerOf(r), r.body);
    return withMessage({ changed }, 'warehouse.deactivated_many');
  });
  registerEndpoint(app, warehouseApi.dropdown, (r) => service.dropdown(callerOf(r), r.query));
  registerEndpoint(app, warehouseApi.dropdownV2, (r) => service.dropdown(callerOf(r), r.body));
}

/** Receipts and stock reads. */
export function registerStockRoutes(
  app: FastifyInstance,
  receipts: ReceiptService,
  stock: StockQueryService,
): void {
  const posted = <T>(receipt: T) => withMessage(receipt, 'stock.receipt_posted');
  registerEndpoint(app, stockApi.receiptImport, async (r) =>
    posted(await receipts.importGoods(callerOf(r), r.body)),
  );
  registerEndpoint(app, stockApi.receiptExport, async (r) =>
    posted(await receipts.exportGoods(callerOf(r), r.body)),
  );
  registerEndpoint(app, stockApi.receiptTransfer, async (r) =>
    posted(await receipts.transfer(callerOf(r), r.body)),
  );
  registerEndpoint(app, stockApi.stockCount, async (r) => posted(await receipts.count(callerOf(r), r.body)));
  registerEndpoint(app, stockApi.receipts, (r) => receipts.list(callerOf(r), r.query));
  registerEndpoint(app, stockApi.receipt, (r) => receipts.get(callerOf(r), r.params.id));
  registerEndpoint(app, stockApi.suggest, (r) => stock.suggest(callerOf(r), r.body));
  registerEndpoint(app, stockApi.stockQuantity, (r) => stock.stockQuantity(callerOf(r), r.body));
  registerEndpoint(app, stockApi.stockDetail, (r) => stock.movements(callerOf(r), r.body));
  registerEndpoint(app, stockApi.stockDropdown, (r) => stock.dropdown(callerOf(r), r.query));
  registerEndpoint(app, stockApi.consignments, (r) => stock.consignments(callerOf(r), r.query));
  registerEndpoint(app, stockApi.cartList, (r) => stock.cartList(callerOf(r), r.query));
}

/** The warehouse settings: thin handlers over the service. */
export function registerWarehouseSettingsRoutes(
  app: FastifyInstance,
  service: WarehouseSettingsService,
): void {
  registerEndpoint(app, warehouseApi.settings, () => service.get());
  registerEndpoint(app, warehouseApi.updateSettings, async (r) =>
    withMessage(await service.save(callerOf(r), r.body.near_expiry_days), 'warehouse.settings_saved'),
  );
}
