import type { z } from 'zod';
import {
  warehouseStatusMachine,
  type Warehouse,
  type WarehouseAction,
  type Page,
  type warehouseFields,
  type warehouseListQuery,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import { findArea } from '../locate/index.js';
import {
  warehouseNameTaken,
  warehouseScopeCondition,
  areaInScope,
  deleteWarehouseRow,
  findWarehouseRow,
  insertWarehouseRow,
  listWarehouseRows,
  updateWarehouseRow,
  type WarehouseRow,
} from './warehouse.repository.js';

type ListQuery = z.infer<typeof warehouseListQuery>;
type Input = z.infer<typeof warehouseFields>;

const viewOf = (row: WarehouseRow): Warehouse => ({
  id: row.id,
  name: row.name,
  area_id: row.areaId,
  area_name: row.areaName ?? '',
  note: row.note,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The fields the audit trail keeps (and the history tab shows). */
const snapshot = (view: Warehouse) => ({
  name: view.name,
  area_id: view.area_id,
  note: view.note,
  status: view.status,
});

export function createWarehouseService(db: Db) {
  const writes = auditedWrites<Warehouse>(
    db,
    'warehouse',
    { warehouses_name_fold_uq: ['warehouse.name_taken', 'name'] },
    snapshot,
  );

  /** The record when the caller's data scope covers it; 404 otherwise (as if it did not exist). */
  async function visible(caller: Caller, id: number, tx: DbOrTx = db): Promise<Warehouse> {
    const row = await findWarehouseRow(tx, id, warehouseScopeCondition(caller.scope));
    if (!row) throw notFound('warehouse.not_found');
    return viewOf(row);
  }

  /** Reloads a record just written (inside the write's transaction). */
  async function reload(tx: DbOrTx, id: number): Promise<Warehouse> {
    const row = await findWarehouseRow(tx, id);
    if (!row) throw notFound('warehouse.not_found');
    return viewOf(row);
  }

  /** The input's area must exist and lie in the caller's scope; its name must be free. */
  async function check(tx: DbOrTx, caller: Caller, input: Input, exceptId?: number): Promise<void> {
    if (!areaInScope(caller.scope, input.area_id)) throw forbidden();
    if (!(await findArea(tx, input.area_id)))
      throw badRequest('error.bad_request', [{ field: 'area_id', message: 'warehouse.area_invalid' }]);
    if (await warehouseNameTaken(tx, input.name, exceptId)) throw conflict('warehouse.name_taken', 'name');
  }

  return {
    async list(caller: Caller, query: ListQuery): Promise<Page<Warehouse>> {
      const { rows, total, capped } = await listWarehouseRows(db, {
        scope: caller.scope,
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        areaId: query.area_id,
        status: query.status,
      });
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (caller: Caller, id: number): Promise<Warehouse> => visible(caller, id),

    create(caller: Caller, input: Input): Promise<Warehouse> {
      return writes.create(caller.accountId, async (tx) => {
        await check(tx, caller, input);
        const id = await insertWarehouseRow(tx, {
          name: input.name,
          areaId: input.area_id,
          note: input.note ?? null,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return reload(tx, id);
      });
    },

    update(caller: Caller, id: number, input: Input): Promise<Warehouse> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        await check(tx, caller, input, id);
        await updateWarehouseRow(tx, id, {
          name: input.name,
          areaId: input.area_id,
          note: input.note ?? null,
          updatedBy: caller.accountId,
        });
        return { before, after: await reload(tx, id) };
      });
    },

    remove(caller: Caller, id: number): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        await deleteWarehouseRow(tx, id);
        return before;
      });
    },

    /** Runs an action only when the status machine allows it from the record's current status. */
    changeStatus(caller: Caller, id: number, action: WarehouseAction): Promise<Warehouse> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        const transition = warehouseStatusMachine[before.status][action];
        if (!transition) throw conflict('warehouse.status_not_allowed', 'action');
        await updateWarehouseRow(tx, id, { status: transition.to, updatedBy: caller.accountId });
        return { before, after: await reload(tx, id) };
      });
    },
  };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
