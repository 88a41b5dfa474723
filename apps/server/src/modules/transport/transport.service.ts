import type { z } from 'zod';
import {
  transportStatusMachine,
  type Transport,
  type TransportAction,
  type Page,
  type transportFields,
  type transportListQuery,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import { findArea } from '../locate/index.js';
import {
  transportNameTaken,
  transportScopeCondition,
  areaInScope,
  deleteTransportRow,
  findTransportRow,
  insertTransportRow,
  listTransportRows,
  updateTransportRow,
  type TransportRow,
} from './transport.repository.js';

type ListQuery = z.infer<typeof transportListQuery>;
type Input = z.infer<typeof transportFields>;

const viewOf = (row: TransportRow): Transport => ({
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
const snapshot = (view: Transport) => ({
  name: view.name,
  area_id: view.area_id,
  note: view.note,
  status: view.status,
});

export function createTransportService(db: Db) {
  const writes = auditedWrites<Transport>(
    db,
    'transport',
    { transports_name_fold_uq: ['transport.name_taken', 'name'] },
    snapshot,
  );

  /** The record when the caller's data scope covers it; 404 otherwise (as if it did not exist). */
  async function visible(caller: Caller, id: number, tx: DbOrTx = db): Promise<Transport> {
    const row = await findTransportRow(tx, id, transportScopeCondition(caller.scope));
    if (!row) throw notFound('transport.not_found');
    return viewOf(row);
  }

  /** Reloads a record just written (inside the write's transaction). */
  async function reload(tx: DbOrTx, id: number): Promise<Transport> {
    const row = await findTransportRow(tx, id);
    if (!row) throw notFound('transport.not_found');
    return viewOf(row);
  }

  /** The input's area must exist and lie in the caller's scope; its name must be free. */
  async function check(tx: DbOrTx, caller: Caller, input: Input, exceptId?: number): Promise<void> {
    if (!areaInScope(caller.scope, input.area_id)) throw forbidden();
    if (!(await findArea(tx, input.area_id)))
      throw badRequest('error.bad_request', [{ field: 'area_id', message: 'transport.area_invalid' }]);
    if (await transportNameTaken(tx, input.name, exceptId)) throw conflict('transport.name_taken', 'name');
  }

  return {
    async list(caller: Caller, query: ListQuery): Promise<Page<Transport>> {
      const { rows, total, capped } = await listTransportRows(db, {
        scope: caller.scope,
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        areaId: query.area_id,
        status: query.status,
      });
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (caller: Caller, id: number): Promise<Transport> => visible(caller, id),

    create(caller: Caller, input: Input): Promise<Transport> {
      return writes.create(caller.accountId, async (tx) => {
        await check(tx, caller, input);
        const id = await insertTransportRow(tx, {
          name: input.name,
          areaId: input.area_id,
          note: input.note ?? null,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return reload(tx, id);
      });
    },

    update(caller: Caller, id: number, input: Input): Promise<Transport> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        await check(tx, caller, input, id);
        await updateTransportRow(tx, id, {
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
        await deleteTransportRow(tx, id);
        return before;
      });
    },

    /** Runs an action only when the status machine allows it from the record's current status. */
    changeStatus(caller: Caller, id: number, action: TransportAction): Promise<Transport> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(caller, id, tx);
        const transition = transportStatusMachine[before.status][action];
        if (!transition) throw conflict('transport.status_not_allowed', 'action');
        await updateTransportRow(tx, id, { status: transition.to, updatedBy: caller.accountId });
        return { before, after: await reload(tx, id) };
      });
    },
  };
}

export type TransportService = ReturnType<typeof createTransportService>;
