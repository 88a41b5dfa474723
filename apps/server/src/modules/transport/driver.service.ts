import {
  expiryStateOf,
  type Driver,
  type DriverInput,
  type DriverListBody,
  type DriverOption,
  type Page,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';
import { findExistingAccountIds } from '../account/index.js';
import {
  activeDriverRows,
  deleteDriverRow,
  findDriverRow,
  insertDriverRow,
  listDriverRows,
  takenDriverFields,
  updateDriverRow,
  type DriverRow,
  type NewDriverRow,
} from './driver.repository.js';

const viewOf = (row: DriverRow): Driver => ({
  id: row.id,
  full_name: row.fullName,
  phone: row.phone,
  national_id: row.nationalId,
  licence_number: row.licenceNumber,
  licence_class: row.licenceClass,
  licence_expiry: row.licenceExpiry,
  licence_state: expiryStateOf(row.licenceExpiry),
  account_id: row.accountId,
  account_name: row.accountName,
  note: row.note,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The fields the audit trail keeps (and the history tab shows). */
const snapshot = ({
  id: _id,
  licence_state: _s,
  account_name: _a,
  created_at: _c,
  updated_at: _u,
  ...kept
}: Driver) => kept;

const columnsOf = (input: DriverInput, actorId: number): Omit<NewDriverRow, 'createdBy'> => ({
  fullName: input.full_name,
  phone: input.phone,
  nationalId: input.national_id,
  licenceNumber: input.licence_number,
  licenceClass: input.licence_class,
  licenceExpiry: input.licence_expiry,
  accountId: input.account_id ?? null,
  note: input.note ?? null,
  status: input.status,
  updatedBy: actorId,
});

export function createDriverService(db: Db, protection: DeleteGuard) {
  const writes = auditedWrites<Driver>(
    db,
    'driver',
    {
      drivers_phone_uq: ['transport.phone_taken', 'phone'],
      drivers_licence_number_uq: ['transport.licence_taken', 'licence_number'],
    },
    snapshot,
  );

  async function load(tx: DbOrTx, id: number): Promise<Driver> {
    const row = await findDriverRow(tx, id);
    if (!row) throw notFound('transport.driver_not_found');
    return viewOf(row);
  }

  /** Phone and licence number free, the linked account real. */
  async function check(tx: DbOrTx, input: DriverInput, exceptId?: number): Promise<void> {
    const taken = await takenDriverFields(
      tx,
      { phone: input.phone, licenceNumber: input.licence_number },
      exceptId,
    );
    if (taken.phone) throw conflict('transport.phone_taken', 'phone');
    if (taken.licenceNumber) throw conflict('transport.licence_taken', 'licence_number');
    if (input.account_id && (await findExistingAccountIds(tx, [input.account_id])).length === 0)
      throw badRequest('error.bad_request', [{ field: 'account_id', message: 'transport.account_invalid' }]);
  }

  return {
    async list(query: DriverListBody): Promise<Page<Driver>> {
      const { rows, total, capped } = await listDriverRows(db, query);
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (id: number): Promise<Driver> => load(db, id),

    async options(): Promise<DriverOption[]> {
      const rows = await activeDriverRows(db);
      return rows.map((r) => ({
        value: r.id,
        label: r.fullName,
        label_child: r.phone,
        licence_class: r.licenceClass,
      }));
    },

    create(caller: Caller, input: DriverInput): Promise<Driver> {
      return writes.create(caller.accountId, async (tx) => {
        await check(tx, input);
        const id = await insertDriverRow(tx, {
          ...columnsOf(input, caller.accountId),
          createdBy: caller.accountId,
        });
        return load(tx, id);
      });
    },

    update(caller: Caller, id: number, input: DriverInput): Promise<Driver> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await load(tx, id);
        await check(tx, input, id);
        await updateDriverRow(tx, id, columnsOf(input, caller.accountId));
        return { before, after: await load(tx, id) };
      });
    },

    remove(caller: Caller, id: number): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        const before = await load(tx, id);
        await protection.assertDeletable(tx, 'driver', id);
        await deleteDriverRow(tx, id);
        return before;
      });
    },
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
