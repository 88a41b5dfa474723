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
import { AppError, badRequest, notFound } from '../../platform/http/app-error.js';
import { noticeOrderShipment, runDeliveryAction, type OrderOnShipment } from '../order/index.js';
import { settleOrderStock, warehouseScopeOf } from '../warehouse/index.js';
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
  warehouseVisible,
  type ShipmentRow,
} from './shipment.repository.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

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
  departed_at: iso(row.departedAt),
  finished_at: iso(row.finishedAt),
  stop_count: Number(row.stopCount),
  delivered_count: Number(row.deliveredCount),
  returned_count: Number(row.returnedCount),
  note: row.note,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

/** A refusal shown as the page's message and under the field it is about. */
const field = (
  name: string,
  message: string,
  status: 400 | 409 | 422 = 422,
  params?: Record<string, string | number>,
) => new AppError(status, message, { ...(params ? { params } : {}), errors: [{ field: name, message }] });

/** A vehicle or a driver already on the road elsewhere (the partial unique indexes). */
const onRoad = {
  shipments_vehicle_on_road_uq: ['transport.vehicle_busy', 'vehicle_id'],
  shipments_driver_on_road_uq: ['transport.driver_busy', 'driver_id'],
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
      throw field('receipt_ids', 'transport.receipt_not_shippable');
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
        settled_at: iso(s.settled_at),
      })),
    };
  }

  /** The driver and the vehicle may take the road, and the load fits the vehicle. */
  async function checkFleet(tx: DbOrTx, input: { driverId: number; vehicleId: number; loadKg: number }) {
    const [driver, vehicle] = await Promise.all([
      findDriver(tx, input.driverId),
      findVehicle(tx, input.vehicleId),
    ]);
    if (!driver) throw field('driver_id', 'transport.driver_not_found', 400);
    if (!vehicle) throw field('vehicle_id', 'transport.vehicle_not_found', 400);
    if (!driver.available) throw field('driver_id', 'transport.driver_unavailable');
    if (!vehicle.available) throw field('vehicle_id', 'transport.vehicle_unavailable');
    if (input.loadKg > vehicle.capacityKg)
      throw field('load_kg', 'transport.load_over_capacity', 422, {
        load: input.loadKg,
        capacity: vehicle.capacityKg,
        plate: vehicle.plate,
      });
    return { driver, vehicle };
  }

  async function orderSideOf(tx: DbOrTx, id: number, orderId: number): Promise<OrderOnShipment> {
    const row = await findShipmentRow(tx, id);
    return {
      orderId,
      shipmentCode: row!.code,
      plate: row!.vehiclePlate ?? '',
      driverName: row!.driverName ?? '',
      driverPhone: row!.driverPhone ?? '',
      plannedOn: row!.plannedOn,
    };
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
      throw field('order_ids', 'transport.stop_not_waiting', 409);
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
      if (!(await warehouseVisible(db, warehouseId, warehouseScopeOf(caller))))
        throw notFound('warehouse.not_found');
      const rows = await candidateRows(db, warehouseId);
      return rows.map((r) => ({
        ...r,
        total: Number(r.total),
        issued_at: new Date(r.issued_at).toISOString(),
      }));
    },

    create(caller: Caller, input: ShipmentInput): Promise<ShipmentDetail> {
      return claimed(() =>
        db.transaction(async (tx) => {
          if (!(await warehouseVisible(tx, input.warehouse_id, warehouseScopeOf(caller))))
            throw field('warehouse_id', 'warehouse.not_found', 400);
          await checkFleet(tx, {
            driverId: input.driver_id,
            vehicleId: input.vehicle_id,
            loadKg: input.load_kg,
          });
          const receiptIds = [...new Set(input.receipt_ids)];
          const receipts = await candidateRows(tx, input.warehouse_id, receiptIds);
          if (receipts.length !== receiptIds.length)
            throw field('receipt_ids', 'transport.receipt_not_shippable');
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
          for (const receipt of receipts)
            await noticeOrderShipment(
              tx,
              'loaded',
              await orderSideOf(tx, id, receipt.order_id),
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
          if (!shipment || !(await warehouseVisible(tx, shipment.warehouseId, warehouseScopeOf(caller))))
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
              throw field('vehicle_id', 'transport.vehicle_busy', 409, {
                code: vehicleBusy,
                plate: vehicle.plate,
              });
            const driverBusy = await busyShipment(tx, 'driverId', shipment.driverId, id);
            if (driverBusy) throw field('driver_id', 'transport.driver_busy', 409, { code: driverBusy });
            status = 'on_the_road';
            changes.departedAt = now;
            for (const orderId of await waitingOrderIds(tx, id))
              await noticeOrderShipment(tx, 'departed', await orderSideOf(tx, id, orderId), caller.accountId);
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
