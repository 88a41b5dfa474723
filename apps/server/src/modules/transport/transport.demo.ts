import {
  plusDays,
  todayInVietnam,
  transportApi,
  type DriverFields,
  type VehicleFields,
} from '@kenh/contract';
import { sql } from 'drizzle-orm';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { activeDriverRows } from './driver.repository.js';
import { insertShipment, insertStops, settleDeliveredDemoStops } from './shipment.repository.js';
import { activeVehicleRows } from './vehicle.repository.js';
import { createDriverService } from './driver.service.js';
import { drivers } from './transport.tables.js';
import { createVehicleService } from './vehicle.service.js';

/** Demo drivers; expiry dates are days from the seeding day, so one licence is always about to lapse. */
const DEMO_DRIVERS: readonly (Omit<DriverFields, 'licence_expiry'> & { expiresInDays: number })[] = [
  {
    full_name: 'Nguyễn Văn Hùng',
    phone: '0903112233',
    national_id: '079085001234',
    licence_number: '790123456781',
    licence_class: 'C',
    expiresInDays: 1460,
  },
  {
    full_name: 'Trần Minh Tuấn',
    phone: '0912345670',
    national_id: '001087004321',
    licence_number: '010234567892',
    licence_class: 'FC',
    expiresInDays: 900,
  },
  {
    full_name: 'Lê Quốc Bảo',
    phone: '0987654321',
    national_id: '048090007788',
    licence_number: '480345678903',
    licence_class: 'B2',
    expiresInDays: 15,
  },
  {
    full_name: 'Phạm Thanh Sơn',
    phone: '0934567812',
    national_id: '074088005566',
    licence_number: '740456789014',
    licence_class: 'C',
    expiresInDays: 2000,
  },
  {
    full_name: 'Huỳnh Đức Thịnh',
    phone: '0976543210',
    national_id: '092091003344',
    licence_number: '920567890125',
    licence_class: 'D',
    expiresInDays: 730,
  },
  {
    full_name: 'Võ Hoàng Nam',
    phone: '0905678123',
    national_id: '079093002211',
    licence_number: '790678901236',
    licence_class: 'B2',
    expiresInDays: 1200,
  },
  {
    full_name: 'Đặng Văn Lợi',
    phone: '0967891234',
    national_id: '031086009900',
    licence_number: '310789012347',
    licence_class: 'E',
    expiresInDays: 400,
  },
  {
    full_name: 'Bùi Thị Thu Hà',
    phone: '0938123456',
    national_id: '001095006677',
    licence_number: '010890123458',
    licence_class: 'B1',
    expiresInDays: 3000,
  },
  {
    full_name: 'Đỗ Mạnh Cường',
    phone: '0917234567',
    national_id: '024089001122',
    licence_number: '240901234569',
    licence_class: 'FC',
    expiresInDays: 600,
  },
  {
    full_name: 'Ngô Văn Tài',
    phone: '0945678901',
    national_id: '040084008899',
    licence_number: '400112345670',
    licence_class: 'C',
    expiresInDays: 1800,
    status: 'inactive',
    note: 'Nghỉ phép dài hạn',
  },
];

/** Demo vehicles from several provinces; one is in the workshop. */
const DEMO_VEHICLES: readonly (Omit<VehicleFields, 'inspection_expiry'> & { inspectedForDays: number })[] = [
  { plate: '51C-123.45', type: 'truck', capacity_kg: 5000, volume_m3: 24, inspectedForDays: 300 },
  {
    plate: '61C-456.78',
    type: 'refrigerated_truck',
    capacity_kg: 3500,
    volume_m3: 16.5,
    inspectedForDays: 200,
  },
  { plate: '29C-234.56', type: 'truck', capacity_kg: 8000, volume_m3: 36, inspectedForDays: 150 },
  { plate: '30E-123.45', type: 'van', capacity_kg: 950, volume_m3: 4.2, inspectedForDays: 400 },
  { plate: '43C-098.76', type: 'truck', capacity_kg: 2500, volume_m3: 12, inspectedForDays: 20 },
  { plate: '51LD-123.45', type: 'van', capacity_kg: 1250, volume_m3: 6, inspectedForDays: 250 },
  {
    plate: '65C-321.09',
    type: 'refrigerated_truck',
    capacity_kg: 6000,
    volume_m3: 28,
    inspectedForDays: 90,
    status: 'maintenance',
    note: 'Thay máy nén lạnh',
  },
  { plate: '59A1-234.56', type: 'motorbike', capacity_kg: 150, inspectedForDays: 700 },
];

/**
 * Demo drivers and vehicles, through the services (audited) with the request bodies parsed by the
 * contract as the endpoints would. Skipped when drivers exist already.
 */
export async function seedTransportDemo({ ctx, admin }: SeedContext): Promise<void> {
  if ((await ctx.db.select({ id: drivers.id }).from(drivers).limit(1)).length > 0) return;
  const caller = await admin();
  const today = todayInVietnam();
  const driverService = createDriverService(ctx.db, ctx.deleteProtection);
  for (const { expiresInDays, ...driver } of DEMO_DRIVERS) {
    const body = { ...driver, licence_expiry: plusDays(today, expiresInDays) };
    await driverService.create(caller, transportApi.createDriver.body.parse(body));
  }
  const vehicleService = createVehicleService(ctx.db, ctx.deleteProtection);
  for (const { inspectedForDays, ...vehicle } of DEMO_VEHICLES) {
    const body = { ...vehicle, inspection_expiry: plusDays(today, inspectedForDays) };
    await vehicleService.create(caller, transportApi.createVehicle.body.parse(body));
  }
  await seedDemoShipments(ctx.db, caller.accountId);
}

/** Goods issues a demo shipment carries at most. */
const STOPS_PER_SHIPMENT = 3;

interface IssuedOrder {
  receipt_id: number;
  order_id: number;
  warehouse_id: number;
  status: 'shipping' | 'delivered' | 'completed';
  issued_at: string;
  delivered_at: string | null;
}

/**
 * Shipments matching the demo orders' history (docs/transport.md "Demo data"): the goods issues of
 * the shipped demo orders, by warehouse, three to a shipment on the fleet's available vehicles and
 * drivers in turn. Delivered and completed orders rode a delivered shipment (left an hour after the
 * issue, finished when the order was delivered); orders still being shipped wait on one shipment on
 * the road and the rest on prepared ones for today.
 */
async function seedDemoShipments(db: Db, actorId: number): Promise<void> {
  const issued = rowsOf<IssuedOrder>(
    await db.execute(sql`
      select r.id as receipt_id, o.id as order_id, r.warehouse_id, o.status,
             r.created_at::text as issued_at, o.delivered_at::text as delivered_at
      from stock_receipts r join orders o on o.id = r.order_id
      where r.kind = 'export' and o.status in ('shipping', 'delivered', 'completed')
      order by r.warehouse_id, o.status = 'shipping', r.created_at, r.id`),
  );
  const fleet = {
    drivers: (await activeDriverRows(db)).map((d) => d.id),
    vehicles: (await activeVehicleRows(db)).map((v) => ({ id: v.id, capacityKg: v.capacityKg })),
  };
  if (issued.length === 0 || fleet.drivers.length === 0 || fleet.vehicles.length === 0) return;
  const groups: IssuedOrder[][] = [];
  for (const order of issued) {
    const last = groups.at(-1);
    const fits =
      last &&
      last.length < STOPS_PER_SHIPMENT &&
      last[0]!.warehouse_id === order.warehouse_id &&
      (last[0]!.status === 'shipping') === (order.status === 'shipping');
    if (fits) last.push(order);
    else groups.push([order]);
  }
  await db.transaction(async (tx) => {
    const first = await takeNumbers(tx, 'shipment', groups.length);
    let onTheRoad = false;
    for (const [i, group] of groups.entries()) {
      const vehicle = fleet.vehicles[i % fleet.vehicles.length]!;
      const driverId = fleet.drivers[i % fleet.drivers.length]!;
      const waiting = group[0]!.status === 'shipping';
      // One vehicle and one driver on the road at a time: the first waiting group leaves, the rest wait.
      const status = !waiting ? 'delivered' : onTheRoad ? 'prepared' : 'on_the_road';
      if (status === 'on_the_road') onTheRoad = true;
      const departed = new Date(new Date(group[0]!.issued_at).getTime() + 3_600_000);
      const finished =
        group
          .map((o) => o.delivered_at)
          .sort()
          .at(-1) ?? null;
      const id = await insertShipment(tx, {
        code: `VC${String(first + i).padStart(6, '0')}`,
        status,
        warehouseId: group[0]!.warehouse_id,
        driverId,
        vehicleId: vehicle.id,
        loadKg: Math.min(vehicle.capacityKg, 120 * group.length + 35 * ((first + i) % 7)),
        plannedOn: todayInVietnam(status === 'prepared' ? new Date() : departed),
        departedAt: status === 'prepared' ? null : departed,
        finishedAt: status === 'delivered' && finished ? new Date(finished) : null,
        note: null,
        createdBy: actorId,
        updatedBy: actorId,
      });
      await insertStops(
        tx,
        id,
        group.map((o) => ({ receiptId: o.receipt_id, orderId: o.order_id })),
      );
    }
    await settleDeliveredDemoStops(tx);
  });
}
