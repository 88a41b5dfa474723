import {
  expiryStateOf,
  type Page,
  type Vehicle,
  type VehicleInput,
  type VehicleListBody,
  type VehicleOption,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { conflict, notFound } from '../../platform/http/app-error.js';
import type { DeleteGuard } from '../../platform/modules/delete-protection.js';
import {
  activeVehicleRows,
  deleteVehicleRow,
  findVehicleRow,
  insertVehicleRow,
  listVehicleRows,
  plateTaken,
  updateVehicleRow,
  type NewVehicleRow,
  type VehicleRow,
} from './vehicle.repository.js';

const viewOf = (row: VehicleRow): Vehicle => ({
  id: row.id,
  plate: row.plate,
  type: row.type,
  capacity_kg: row.capacityKg,
  volume_m3: row.volumeM3,
  inspection_expiry: row.inspectionExpiry,
  inspection_state: expiryStateOf(row.inspectionExpiry),
  status: row.status,
  note: row.note,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The fields the audit trail keeps (and the history tab shows). */
const snapshot = ({ id: _id, inspection_state: _s, created_at: _c, updated_at: _u, ...kept }: Vehicle) =>
  kept;

const columnsOf = (input: VehicleInput, actorId: number): Omit<NewVehicleRow, 'createdBy'> => ({
  plate: input.plate,
  type: input.type,
  capacityKg: input.capacity_kg,
  volumeM3: input.volume_m3 ?? null,
  inspectionExpiry: input.inspection_expiry,
  status: input.status,
  note: input.note ?? null,
  updatedBy: actorId,
});

export function createVehicleService(db: Db, protection: DeleteGuard) {
  const writes = auditedWrites<Vehicle>(
    db,
    'vehicle',
    { vehicles_plate_uq: ['transport.plate_taken', 'plate'] },
    snapshot,
  );

  async function load(tx: DbOrTx, id: number): Promise<Vehicle> {
    const row = await findVehicleRow(tx, id);
    if (!row) throw notFound('transport.vehicle_not_found');
    return viewOf(row);
  }

  async function checkPlate(tx: DbOrTx, input: VehicleInput, exceptId?: number): Promise<void> {
    if (await plateTaken(tx, input.plate, exceptId)) throw conflict('transport.plate_taken', 'plate');
  }

  return {
    async list(query: VehicleListBody): Promise<Page<Vehicle>> {
      const { rows, total, capped } = await listVehicleRows(db, query);
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (id: number): Promise<Vehicle> => load(db, id),

    async options(): Promise<VehicleOption[]> {
      const rows = await activeVehicleRows(db);
      return rows.map((r) => ({ value: r.id, label: r.plate, type: r.type, capacity_kg: r.capacityKg }));
    },

    create(caller: Caller, input: VehicleInput): Promise<Vehicle> {
      return writes.create(caller.accountId, async (tx) => {
        await checkPlate(tx, input);
        const id = await insertVehicleRow(tx, {
          ...columnsOf(input, caller.accountId),
          createdBy: caller.accountId,
        });
        return load(tx, id);
      });
    },

    update(caller: Caller, id: number, input: VehicleInput): Promise<Vehicle> {
      return writes.update(id, caller.accountId, async (tx) => {
        const before = await load(tx, id);
        await checkPlate(tx, input, id);
        await updateVehicleRow(tx, id, columnsOf(input, caller.accountId));
        return { before, after: await load(tx, id) };
      });
    },

    remove(caller: Caller, id: number): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        const before = await load(tx, id);
        await protection.assertDeletable(tx, 'vehicle', id);
        await deleteVehicleRow(tx, id);
        return before;
      });
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
