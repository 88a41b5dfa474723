import type { Driver, Vehicle } from '@kenh/contract';
import { ADMIN_LOGIN } from '../../../testing/fixtures';

/** The demo "Kho vận" role: the three transport codes, no sales or user codes. */
export const DISPATCHER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 21, username: 'kho.binhduong', is_superuser: false },
  permission: ['shipmentstransport', 'drivertransport', 'vehicletransport'],
  role: 'AD' as const,
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
