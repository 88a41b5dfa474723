import type { z } from 'zod';
import type {
  CartRow,
  ConsignmentStock,
  Page,
  StockExportQuery,
  StockMovement,
  StockOption,
  StockRow,
  Suggestion,
  cartListQuery,
  consignmentQuery,
  stockDropdownQuery,
  stockMovementQuery,
  stockQuantityQuery,
  suggestConsignmentInput,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/app-error.js';
import { lookupVariantUnits, variantUnitKey } from '../product/index.js';
import { planFirstExpiry } from './stock-availability.js';
import { cartRows, listMovements, lotsOfVariant, stockOptions } from './stock.repository.js';
import { stockRows, type StockFilter } from './stock-as-of.repository.js';
import { warehouseStatusInScope } from './warehouse.repository.js';
import { warehouseScopeOf } from './warehouse.service.js';
import { isoTime } from '../../platform/db/iso-time.js';

/** Stock reads: FEFO suggestions, stock as of a day, movements, pickers, the cart list. */
export function createStockQueryService(db: Db) {
  async function visibleWarehouse(caller: Caller, id: number): Promise<void> {
    if (!(await warehouseStatusInScope(db, id, warehouseScopeOf(caller))))
      throw notFound('warehouse.not_found');
  }

  const stockFilter = (
    caller: Caller,
    // The report's filters; the export takes the same without paging.
    q: StockExportQuery & { near_expiry_only?: boolean | undefined },
  ): StockFilter => ({
    scope: warehouseScopeOf(caller),
    groupBy: q.group_by,
    warehouseId: q.warehouse_id,
    variantId: q.variant_id,
    consignmentId: q.consignment_id,
    asOf: q.as_of,
    search: q.search ?? undefined,
    nearExpiryOnly: q.near_expiry_only,
  });

  return {
    stockFilter,

    async suggest(caller: Caller, input: z.output<typeof suggestConsignmentInput>): Promise<Suggestion> {
      await visibleWarehouse(caller, input.warehouse_id);
      const units = await lookupVariantUnits(db, [{ variantId: input.variant_id, unitId: input.unit_id }]);
      const unit = units.get(variantUnitKey(input.variant_id, input.unit_id));
      if (!unit)
        throw badRequest('error.bad_request', [{ field: 'unit_id', message: 'stock.unit_not_sold' }]);
      const plans = await planFirstExpiry(
        db,
        input.warehouse_id,
        new Map([[input.variant_id, input.quantity * unit.factor]]),
        input.order_id ?? null,
      );
      const plan = plans.get(input.variant_id)!;
      return {
        wanted: plan.wanted,
        available: plan.available,
        shortage: plan.shortage,
        allocations: plan.allocations,
        expired_skipped: plan.expiredSkipped,
      };
    },

    async stockQuantity(caller: Caller, query: z.output<typeof stockQuantityQuery>): Promise<Page<StockRow>> {
      const { rows, total } = await stockRows(db, {
        ...stockFilter(caller, query),
        page: query.page,
        pageSize: query.page_size,
      });
      return { results: rows, total };
    },

    async movements(
      caller: Caller,
      query: z.output<typeof stockMovementQuery>,
    ): Promise<Page<StockMovement>> {
      const { rows, total } = await listMovements(db, {
        scope: warehouseScopeOf(caller),
        warehouseId: query.warehouse_id,
        variantId: query.variant_id,
        consignmentId: query.consignment_id,
        from: query.date_from,
        to: query.date_to,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        results: rows.map((r) => ({ ...r, created_at: isoTime(r.created_at) })),
        total,
        ...(total > 10_000 ? { total_capped: true } : {}),
      };
    },

    async dropdown(caller: Caller, query: z.output<typeof stockDropdownQuery>): Promise<StockOption[]> {
      await visibleWarehouse(caller, query.warehouse_id);
      const rows = await stockOptions(db, query.warehouse_id, query.search, query.barcode);
      return rows.map((r) => ({
        variant_id: r.variant_id,
        variant_code: r.variant_code,
        product_name: r.product_name,
        variant_name: r.variant_name,
        on_hand: r.on_hand,
        available: Math.max(0, r.on_hand - r.reserved),
      }));
    },

    async consignments(
      caller: Caller,
      query: z.output<typeof consignmentQuery>,
    ): Promise<ConsignmentStock[]> {
      if (query.warehouse_id) await visibleWarehouse(caller, query.warehouse_id);
      return lotsOfVariant(db, query.variant_id, query.warehouse_id, warehouseScopeOf(caller));
    },

    async cartList(caller: Caller, query: z.output<typeof cartListQuery>): Promise<Page<CartRow>> {
      const { rows, total } = await cartRows(db, {
        scope: warehouseScopeOf(caller),
        warehouseId: query.warehouse_id,
        orderId: query.order_id,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        results: rows.map((r) => ({
          ...r,
          approved_at: r.approved_at === null ? null : isoTime(r.approved_at),
        })),
        total,
      };
    },
  };
}

export type StockQueryService = ReturnType<typeof createStockQueryService>;
