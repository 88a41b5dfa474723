import { expiryStateOf } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { findDriverRow } from './driver.repository.js';
import { findVehicleRow } from './vehicle.repository.js';

export interface VehicleRef {
  id: number;
  plate: string;
  capacityKg: number;
  /** Active with its inspection (đăng kiểm) valid today: it may take a shipment. */
  available: boolean;
}

export interface DriverRef {
  id: number;
  fullName: string;
  phone: string;
  /** Active with a licence valid today: they may drive a shipment. */
  available: boolean;
}

/** One vehicle by id (null when unknown). */
export async function findVehicle(db: DbOrTx, id: number): Promise<VehicleRef | null> {
  const row = await findVehicleRow(db, id);
  if (!row) return null;
  const available = row.status === 'active' && expiryStateOf(row.inspectionExpiry) !== 'expired';
  return { id: row.id, plate: row.plate, capacityKg: row.capacityKg, available };
}

/** One driver by id (null when unknown). */
export async function findDriver(db: DbOrTx, id: number): Promise<DriverRef | null> {
  const row = await findDriverRow(db, id);
  if (!row) return null;
  const available = row.status === 'active' && expiryStateOf(row.licenceExpiry) !== 'expired';
  return { id: row.id, fullName: row.fullName, phone: row.phone, available };
}
