import {
  plusDays,
  todayInVietnam,
  transportApi,
  type DriverFields,
  type VehicleFields,
} from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
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
}
