import {
  SHIPMENT_ACTION_FROM,
  SHIPMENT_ACTIONS_NEEDING_REASON,
  type Page,
  type Shipment,
  type ShipmentActionInput,
  type ShipmentCandidate,
  type ShipmentDetail,
  type ShipmentInput,
  type ShipmentListQuery,
  type ShipmentStatus,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import { guardUnique } from '../../platform/db/audited-writes.js';
import { constraintOf, isUniqueViolation } from '../../platform/db/pg-errors.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, fieldError, notFound } from '../../platform/http/app-error.js';
import { noticeOrdersShipment, runDeliveryAction, type ShipmentNotice } from '../order/index.js';
import { settleOrderStock, warehouseScopeOf, warehouseVisibleTo } from '../warehouse/index.js';
import { findDriver, findVehicle } from './fleet-availability.js';
import {
  busyShipment,
  candidateRows,
  findShipmentRow,
  insertShipment,
  insertStops,
  listShipmentRows,
  lockShipment,
  settleStops,
  stopRows,
  updateShipment,
  waitingOrderIds,
  type ShipmentRow,
} from './shipment.repository.js';
import { isoTime, isoTimeOrNull } from '../../platform/db/iso-time.js';

const viewOf = (row: ShipmentRow): Shipment => ({
  id: row.id,
  code: row.code,
  status: row.status,
  warehouse_id: row.warehouseId,
  warehouse_name: row.warehouseName ?? '',
  driver_id: row.driverId,
  driver_name: row.driverName ?? '',
  driver_phone: row.driverPhone ?? '',
  vehicle_id: row.vehicleId,
  vehicle_plate: row.vehiclePlate ?? '',
  capacity_kg: Number(row.capacityKg),
  load_kg: row.loadKg,
  planned_on: row.plannedOn,
  departed_at: isoTimeOrNull(row.departedAt),
  finished_at: isoTimeOrNull(row.finishedAt),
  stop_count: Number(row.stopCount),
  delivered_count: Number(row.deliveredCount),
  returned_count: Number(row.returnedCount),
  note: row.note,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

/** A vehicle or a driver already on the road elsewhere (the partial unique indexes). */
const onRoad = {
  shipments_vehicle_on_road_uq: ['transport.vehicle_left_meanwhile', 'vehicle_id'],
  shipments_driver_on_road_uq: ['transport.driver_left_meanwhile', 'driver_id'],
} as const;

/**
 * A goods issue another shipment claimed at the same moment (the stops' partial unique index): the
 * same 422 as when the pre-check sees it, whichever engine serialised the two.
 */
async function claimed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'shipment_stops_live_receipt_uq')
      throw fieldError(422, 'transport.receipt_not_shippable', 'receipt_ids');
    throw error;
  }
}

/**
 * Shipments (docs/transport.md "Shipments"): goods issues of shipped orders on a vehicle with a
 * driver; each step moves the orders along with it (delivered, returned — the goods back in stock)
 * in the same transaction, and tells the orderers.
 */
export function createShipmentService(db: Db) {
  /** A shipment from a warehouse of the caller's scope (404 otherwise, as if it did not exist). */
  async function detail(tx: DbOrTx, id: number, caller?: Caller): Promise<ShipmentDetail> {
    const row = await findShipmentRow(tx, id, caller && warehouseScopeOf(caller));
    if (!row) throw notFound('transport.shipment_not_found');
    const stops = await stopRows(tx, id);
    return {
      ...viewOf(row),
      stops: stops.map((s) => ({
        ...s,
        total: Number(s.total),
        settled_at: isoTimeOrNull(s.settled_at),
      })),
    };
  }

  /** The driver and the vehicle may take the road, and the load fits the vehicle. */
  async function checkFleet(tx: DbOrTx, input: { driverId: number; vehicleId: number; loadKg: number }) {
    const [driver, vehicle] = await Promise.all([
      findDriver(tx, input.driverId),
      findVehicle(tx, input.vehicleId),
    ]);
    if (!driver) throw fieldError(400, 'transport.driver_not_found', 'driver_id');
    if (!vehicle) throw fieldError(400, 'transport.vehicle_not_found', 'vehicle_id');
    if (!driver.available) throw fieldError(422, 'transport.driver_unavailable', 'driver_id');
    if (!vehicle.available) throw fieldError(422, 'transport.vehicle_unavailable', 'vehicle_id');
    if (input.loadKg > vehicle.capacityKg)
      throw fieldError(422, 'transport.load_over_capacity', 'load_kg', {
        load: input.loadKg,
        capacity: vehicle.capacityKg,
        plate: vehicle.plate,
      });
    return { driver, vehicle };
  }

  /** Tells the orderers of these stops where their goods are: the shipment read once. */
  async function announce(
    tx: DbOrTx,
    id: number,
    stage: 'loaded' | 'departed',
    orderIds: readonly number[],
    by: number,
  ): Promise<void> {
    const row = (await findShipmentRow(tx, id))!;
    const notice: ShipmentNotice = {
      shipmentCode: row.code,
      plate: row.vehiclePlate ?? '',
      driverName: row.driverName ?? '',
      driverPhone: row.driverPhone ?? '',
      plannedOn: row.plannedOn,
    };
    await noticeOrdersShipment(tx, stage, notice, orderIds, by);
  }

  async function settle(
    tx: DbOrTx,
    caller: Caller,
    id: number,
    requested: readonly number[] | undefined,
    outcome: 'delivered' | 'returned',
    reason: string | null,
  ): Promise<number[]> {
    const waiting = await waitingOrderIds(tx, id);
    const chosen = requested ?? waiting;
    if (chosen.some((orderId) => !waiting.includes(orderId)))
      throw fieldError(409, 'transport.stop_not_waiting', 'order_ids');
    const settled = await settleStops(tx, id, chosen, outcome, reason);
    for (const orderId of settled) {
      await runDeliveryAction(tx, caller, orderId, outcome === 'delivered' ? 'deliver' : 'return', reason);
      // A return takes the issued lots back into the warehouse (a PT receipt).
      await settleOrderStock(tx, orderId, caller.accountId);
    }
    return waiting.filter((orderId) => !settled.includes(orderId));
  }

  return {
    async list(caller: Caller, query: ShipmentListQuery): Promise<Page<Shipment>> {
      const { rows, total, capped } = await listShipmentRows(db, query, warehouseScopeOf(caller));
      return { results: rows.map(viewOf), total, ...(capped ? { total_capped: true } : {}) };
    },

    get: (caller: Caller, id: number): Promise<ShipmentDetail> => detail(db, id, caller),

    async candidates(caller: Caller, warehouseId: number): Promise<ShipmentCandidate[]> {
      if (!(await warehouseVisibleTo(db, caller, warehouseId))) throw notFound('warehouse.not_found');
      const rows = await candidateRows(db, warehouseId);
      return rows.map((r) => ({
        ...r,
        total: Number(r.total),
        issued_at: isoTime(r.issued_at),
      }));
    },

    create(caller: Caller, input: ShipmentInput): Promise<ShipmentDetail> {
      return claimed(() =>
        db.transaction(async (tx) => {
          if (!(await warehouseVisibleTo(tx, caller, input.warehouse_id)))
            throw fieldError(400, 'warehouse.not_found', 'warehouse_id');
          await checkFleet(tx, {
            driverId: input.driver_id,
            vehicleId: input.vehicle_id,
            loadKg: input.load_kg,
          });
          const receiptIds = [...new Set(input.receipt_ids)];
          const receipts = await candidateRows(tx, input.warehouse_id, receiptIds);
          if (receipts.length !== receiptIds.length)
            throw fieldError(422, 'transport.receipt_not_shippable', 'receipt_ids');
          const code = `VC${String(await takeNextNumber(tx, 'shipment')).padStart(6, '0')}`;
          const id = await insertShipment(tx, {
            code,
            warehouseId: input.warehouse_id,
            driverId: input.driver_id,
            vehicleId: input.vehicle_id,
            loadKg: input.load_kg,
            plannedOn: input.planned_on,
            note: input.note ?? null,
            createdBy: caller.accountId,
            updatedBy: caller.accountId,
          });
          const byId = new Map(receipts.map((r) => [r.receipt_id, r]));
          await insertStops(
            tx,
            id,
            receiptIds.map((receiptId) => ({ receiptId, orderId: byId.get(receiptId)!.order_id })),
          );
          await announce(
            tx,
            id,
            'loaded',
            receipts.map((r) => r.order_id),
            caller.accountId,
          );
          const created = await detail(tx, id);
          await recordAudit(tx, {
            entity: 'shipment',
            entityId: id,
            action: 'create',
            actorId: caller.accountId,
            after: { code, status: created.status, receipts: created.stops.map((s) => s.receipt_code) },
          });
          return created;
        }),
      );
    },

    action(caller: Caller, id: number, body: ShipmentActionInput): Promise<ShipmentDetail> {
      return guardUnique(onRoad, () =>
        db.transaction(async (tx) => {
          const shipment = await lockShipment(tx, id);
          if (!shipment || !(await warehouseVisibleTo(tx, caller, shipment.warehouseId)))
            throw notFound('transport.shipment_not_found');
          if (body.version !== undefined && body.version !== shipment.version)
            throw new AppError(409, 'transport.shipment_changed');
          const reason = body.reason?.trim() || null;
          if (SHIPMENT_ACTIONS_NEEDING_REASON.includes(body.action) && !reason)
            throw badRequest('error.bad_request', [
              { field: 'reason', message: 'transport.reason_required' },
            ]);
          if (shipment.status !== SHIPMENT_ACTION_FROM[body.action])
            throw new AppError(409, 'transport.shipment_status_not_allowed');

          let status: ShipmentStatus = shipment.status;
          const now = new Date();
          const changes: { departedAt?: Date; finishedAt?: Date } = {};
          if (body.action === 'depart') {
            const { vehicle } = await checkFleet(tx, shipment);
            const vehicleBusy = await busyShipment(tx, 'vehicleId', shipment.vehicleId, id);
            if (vehicleBusy)
              throw fieldError(409, 'transport.vehicle_busy', 'vehicle_id', {
                code: vehicleBusy,
                plate: vehicle.plate,
              });
            const driverBusy = await busyShipment(tx, 'driverId', shipment.driverId, id);
            if (driverBusy) throw fieldError(409, 'transport.driver_busy', 'driver_id', { code: driverBusy });
            status = 'on_the_road';
            changes.departedAt = now;
            await announce(tx, id, 'departed', await waitingOrderIds(tx, id), caller.accountId);
          } else if (body.action === 'cancel') {
            status = 'cancelled';
            changes.finishedAt = now;
            await settleStops(tx, id, await waitingOrderIds(tx, id), 'cancelled', reason);
          } else {
            const outcome = body.action === 'deliver' ? 'delivered' : 'returned';
            const left = await settle(tx, caller, id, body.order_ids, outcome, reason);
            if (left.length === 0) {
              const after = await findShipmentRow(tx, id);
              status = Number(after!.deliveredCount) > 0 ? 'delivered' : 'returned';
              changes.finishedAt = now;
            }
          }
          await updateShipment(tx, id, { status, updatedBy: caller.accountId, ...changes });
          await recordAudit(tx, {
            entity: 'shipment',
            entityId: id,
            action: body.action,
            actorId: caller.accountId,
            before: { status: shipment.status },
            after: {
              status,
              ...(body.order_ids ? { order_ids: body.order_ids } : {}),
              ...(reason ? { reason } : {}),
            },
          });
          return detail(tx, id);
        }),
      );
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
