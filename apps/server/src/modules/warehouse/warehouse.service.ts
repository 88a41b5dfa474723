import type { z } from 'zod';
import {
  warehouseStatusMachine,
  type Page,
  type Warehouse,
  type WarehouseAction,
  type WarehouseOption,
  type warehouseDeactivateBody,
  type warehouseDropdownQuery,
  type warehouseFields,
  type warehouseListQuery,
} from '@kenh/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { foldedContains } from '../../platform/db/folded-search.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import { findArea } from '../locate/index.js';
import {
  areaInScope,
  findWarehouseRow,
  insertWarehouseRow,
  isDistributor,
  listWarehouseRows,
  setWarehouseStatuses,
  updateWarehouseRow,
  warehouseNameTaken,
  warehouseOptions,
  warehouseScopeCondition,
  type WarehouseRow,
} from './warehouse.repository.js';
import { warehouseTable } from './warehouse.tables.js';

type ListQuery = z.infer<typeof warehouseListQuery>;
type Input = z.infer<typeof warehouseFields>;

const viewOf = (row: WarehouseRow): Warehouse => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  owner_id: row.ownerId,
  owner_name: row.ownerName,
  area_id: row.areaId,
  area_name: row.areaName ?? '',
  address: row.address,
  note: row.note,
  status: row.status,
  stock_value: row.stockValue,
  near_expiry_lots: row.nearExpiryLots,
  expired_lots: row.expiredLots,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The fields the audit trail keeps (and the history tab shows). */
const snapshot = (view: Warehouse) => ({
  code: view.code,
  name: view.name,
  kind: view.kind,
  owner_id: view.owner_id,
  area_id: view.area_id,
  address: view.address,
  note: view.note,
  status: view.status,
});

export const warehouseScopeOf = (caller: Caller) => warehouseScopeCondition(caller.scope, caller.accountId);

export function createWarehouseService(db: Db) {
  const writes = auditedWrites<Warehouse>(
    db,
    'warehouse',
    { warehouses_name_fold_uq: ['warehouse.name_taken', 'name'] },
    snapshot,
  );

  /** The warehouse when the caller's data scope covers it; 404 otherwise (as if it did not exist). */
  async function visible(caller: Caller, id: number, tx: DbOrTx = db): Promise<Warehouse> {
    const row = await findWarehouseRow(tx, id, warehouseScopeOf(caller));
    if (!row) throw notFound('warehouse.not_found');
    return viewOf(row);
  }

  async function reload(tx: DbOrTx, id: number): Promise<Warehouse> {
    const row = await findWarehouseRow(tx, id);
    if (!row) throw notFound('warehouse.not_found');
    return viewOf(row);
  }

  /** The area must exist and lie in the caller's scope; a distributor warehouse's owner is an NPP. */
  async function check(tx: DbOrTx, caller: Caller, input: Input, exceptId?: number): Promise<void> {
    if (!areaInScope(caller.scope, input.area_id)) throw forbidden();
    if (!(await findArea(tx, input.area_id)))
      throw badRequest('error.bad_request', [{ field: 'area_id', message: 'warehouse.area_invalid' }]);
    if (input.kind === 'distributor') {
      if (!input.owner_id || !(await isDistributor(tx, input.owner_id)))
        throw badRequest('error.bad_request', [{ field: 'owner_id', message: 'warehouse.owner_invalid' }]);
    }
    if (await warehouseNameTaken(tx, input.name, exceptId)) throw conflict('warehouse.name_taken', 'name');
  }

  const fieldsOf = (input: Input) => ({
    name: input.name,
    kind: input.kind,
    ownerId: input.kind === 'distributor' ? (input.owner_id ?? null) : null,
    areaId: input.area_id,
    address: input.address ?? null,
    note: input.note ?? null,
  });

  return {
    async list(caller: Caller, query: ListQuery): Promise<Page<Warehouse>> {
      const { rows, total, capped } = await listWarehouseRows(db, {
        scope: caller.scope,
        accountId: caller.accountId,
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        kind: query.kind,
        areaId: query.area_id,
        ownerId: query.owner_id,
        status: query.status,
      });
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (caller: Caller, id: number): Promise<Warehouse> => visible(caller, id),

    create(caller: Caller, input: Input): Promise<Warehouse> {
      return writes.create(caller.accountId, async (tx) => {
        await check(tx, caller, input);
        const code = `KHO${String(await takeNextNumber(tx, 'warehouse')).padStart(3, '0')}`;
        const id = await insertWarehouseRow(tx, {
          ...fieldsOf(input),
          code,
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
        await updateWarehouseRow(tx, id, { ...fieldsOf(input), updatedBy: caller.accountId });
        return { before, after: await reload(tx, id) };
      });
    },

    /** Runs an action only when the status machine allows it from the warehouse's current status. */
    changeStatus(caller: Caller, id: number, action: WarehouseAction): Promise<Warehouse> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        const transition = warehouseStatusMachine[before.status][action];
        if (!transition) throw conflict('warehouse.status_not_allowed', 'action');
        await updateWarehouseRow(tx, id, { status: transition.to, updatedBy: caller.accountId });
        return { before, after: await reload(tx, id) };
      });
    },

    /** Stops (or reopens) the listed warehouses the caller may see; each change is audited. */
    async setActive(caller: Caller, body: z.infer<typeof warehouseDeactivateBody>): Promise<number> {
      const status = body.active ? 'active' : 'inactive';
      return db.transaction(async (tx) => {
        const changed = await setWarehouseStatuses(
          tx,
          body.ids,
          status,
          caller.accountId,
          warehouseScopeOf(caller),
        );
        for (const id of changed) {
          await recordAudit(tx, {
            entity: 'warehouse',
            entityId: id,
            action: body.active ? 'activate' : 'deactivate',
            actorId: caller.accountId,
            before: { status: body.active ? 'inactive' : 'active' },
            after: { status },
          });
        }
        return changed.length;
      });
    },

    async dropdown(
      caller: Caller,
      query: z.infer<typeof warehouseDropdownQuery>,
    ): Promise<WarehouseOption[]> {
      const rows = await warehouseOptions(
        db,
        and(
          warehouseScopeOf(caller),
          query.kind ? eq(warehouseTable.kind, query.kind) : undefined,
          query.owner_id ? eq(warehouseTable.ownerId, query.owner_id) : undefined,
          query.search
            ? or(
                foldedContains(warehouseTable.name, query.search),
                foldedContains(warehouseTable.code, query.search),
              )
            : undefined,
        ),
      );
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        kind: r.kind,
        owner_id: r.ownerId,
        area_id: r.areaId,
      }));
    },
  };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
