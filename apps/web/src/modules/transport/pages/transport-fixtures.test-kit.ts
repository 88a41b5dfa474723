import type {
  Driver,
  DriverOption,
  ShipmentCandidate,
  ShipmentDetail,
  ShipmentStop,
  Vehicle,
  VehicleOption,
} from '@kenh/contract';
import { ADMIN_LOGIN } from '../../../testing/fixtures';

/** The demo "Kho vận" role: the three transport codes, no sales or user codes. */
export const DISPATCHER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 21, username: 'kho.binhduong', is_superuser: false },
  permission: ['shipmentstransport', 'drivertransport', 'vehicletransport'],
  role: 'AD' as const,
};

/**
 * The demo "Kho vận" role as seeded: the transport codes, the warehouse's (its pickers) and
 * `order.fulfil` (a stop delivered or returned runs the order's own action).
 */
export const KEEPER = {
  ...DISPATCHER,
  permission: [...DISPATCHER.permission, 'warehouse', 'warehouse.receipt', 'order.fulfil'],
};

export const DRIVER: Driver = {
  id: 7,
  full_name: 'Lê Quốc Bảo',
  phone: '0987654321',
  national_id: '048090007788',
  licence_number: '480345678903',
  licence_class: 'B2',
  licence_expiry: '2026-12-10',
  licence_state: 'expiring',
  account_id: null,
  account_name: null,
  note: null,
  status: 'active',
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
};

export const VEHICLE: Vehicle = {
  id: 3,
  plate: '65C-321.09',
  type: 'refrigerated_truck',
  capacity_kg: 6000,
  volume_m3: 28,
  inspection_expiry: '2027-02-24',
  inspection_state: 'valid',
  status: 'maintenance',
  note: 'Thay máy nén lạnh',
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
};

const STOP: ShipmentStop = {
  receipt_id: 101,
  receipt_code: 'PX000101',
  order_id: 11,
  order_code: 'DH000011',
  buyer_name: 'Tạp hóa Cô Hạnh',
  buyer_phone: '0903111222',
  address: '12 Lê Lợi, Thủ Dầu Một, Bình Dương',
  total: 2_450_000,
  status: 'waiting',
  settled_at: null,
  reason: null,
};

/** A shipment of three orders from the Bình Dương warehouse, prepared (nothing settled yet). */
export const SHIPMENT: ShipmentDetail = {
  id: 5,
  code: 'VC000005',
  status: 'prepared',
  warehouse_id: 2,
  warehouse_name: 'Kho Bình Dương',
  driver_id: 7,
  driver_name: 'Lê Quốc Bảo',
  driver_phone: '0987654321',
  vehicle_id: 3,
  vehicle_plate: '61C-123.45',
  capacity_kg: 3500,
  load_kg: 1200,
  planned_on: '2026-11-21',
  departed_at: null,
  finished_at: null,
  stop_count: 3,
  delivered_count: 0,
  returned_count: 0,
  note: null,
  version: 3,
  created_at: '2026-11-20T01:30:00.000Z',
  stops: [
    STOP,
    {
      ...STOP,
      receipt_id: 102,
      receipt_code: 'PX000102',
      order_id: 12,
      order_code: 'DH000012',
      buyer_name: 'NPP Minh Phát',
      total: 8_000_000,
    },
    {
      ...STOP,
      receipt_id: 103,
      receipt_code: 'PX000103',
      order_id: 13,
      order_code: 'DH000013',
      buyer_name: 'Cửa hàng Hòa Bình',
      total: 1_000_000,
    },
  ],
};

/** The same shipment on the road: the first order delivered, the second returned, the third waiting. */
export const ON_THE_ROAD: ShipmentDetail = {
  ...SHIPMENT,
  status: 'on_the_road',
  departed_at: '2026-11-21T00:15:00.000Z',
  delivered_count: 1,
  returned_count: 1,
  version: 5,
  stops: [
    { ...SHIPMENT.stops[0]!, status: 'delivered', settled_at: '2026-11-21T02:00:00.000Z' },
    {
      ...SHIPMENT.stops[1]!,
      status: 'returned',
      settled_at: '2026-11-21T03:00:00.000Z',
      reason: 'Khách đi vắng',
    },
    SHIPMENT.stops[2]!,
  ],
};

export const CANDIDATES: ShipmentCandidate[] = [
  {
    receipt_id: 201,
    receipt_code: 'PX000201',
    warehouse_id: 2,
    order_id: 21,
    order_code: 'DH000021',
    buyer_name: 'Tạp hóa Cô Hạnh',
    address: '12 Lê Lợi, Thủ Dầu Một',
    total: 2_450_000,
    line_count: 3,
    issued_at: '2026-11-20T02:00:00.000Z',
  },
  {
    receipt_id: 202,
    receipt_code: 'PX000202',
    warehouse_id: 2,
    order_id: 22,
    order_code: 'DH000022',
    buyer_name: 'NPP Minh Phát',
    address: null,
    total: 8_000_000,
    line_count: 5,
    issued_at: '2026-11-20T03:00:00.000Z',
  },
  {
    receipt_id: 203,
    receipt_code: 'PX000203',
    warehouse_id: 2,
    order_id: 23,
    order_code: 'DH000023',
    buyer_name: 'Cửa hàng Hòa Bình',
    address: '5 Trần Phú, Dĩ An',
    total: 1_000_000,
    line_count: 1,
    issued_at: '2026-11-20T04:00:00.000Z',
  },
];

export const DRIVER_OPTIONS: DriverOption[] = [
  { value: 7, label: 'Lê Quốc Bảo', label_child: '0987654321', licence_class: 'C' },
];

export const VEHICLE_OPTIONS: VehicleOption[] = [
  { value: 3, label: '61C-123.45', type: 'truck', capacity_kg: 3500 },
  { value: 4, label: '51D-111.22', type: 'van', capacity_kg: 900 },
];
