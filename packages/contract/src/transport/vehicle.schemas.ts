import { z } from 'zod';
import { todayInVietnam } from '../shared/formatters.js';
import { pagingFields } from '../shared/paging.js';
import { blankToNull, isoDateTime, optionalText, text } from '../shared/scalars.js';
import { isoDate } from '../staff/staff.schemas.js';
import { EXPIRY_STATES } from './fleet-dates.js';
import { normalisePlate } from './vehicle-plate.js';

export const VEHICLE_TYPES = ['motorbike', 'van', 'truck', 'refrigerated_truck'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The heaviest payload we accept, in kg (a tractor-trailer carries about 40 t). */
export const MAX_CAPACITY_KG = 100_000;

const vehicleType = z.enum(VEHICLE_TYPES, { message: 'validation.select_required' });
const vehicleStatus = z.enum(VEHICLE_STATUSES, { message: 'validation.select_required' });
const expiryState = z.enum(EXPIRY_STATES);

/** A Vietnamese plate, kept in its one written form (`51C-123.45`). */
export const vehiclePlate = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .transform((value, ctx) => {
    const plate = normalisePlate(value);
    if (plate === null) {
      ctx.addIssue({ code: 'custom', message: 'transport.plate_invalid' });
      return z.NEVER;
    }
    return plate;
  });

export const vehicleSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  type: vehicleType,
  capacity_kg: z.number().int(),
  volume_m3: z.number().nullable(),
  inspection_expiry: z.string(),
  /** Today against the inspection (đăng kiểm) expiry: lists flag `expiring` and `expired`. */
  inspection_state: expiryState,
  status: vehicleStatus,
  note: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListBody = z.object({
  ...pagingFields,
  /** The plate, with or without its dash and dot. */
  search: text(20).optional(),
  type: vehicleType.optional(),
  status: vehicleStatus.optional(),
  inspection_state: expiryState.optional(),
});
export type VehicleListBody = z.infer<typeof vehicleListBody>;

/** What create and update take; a vehicle whose inspection has expired cannot be active. */
export const vehicleFields = z
  .object({
    plate: vehiclePlate,
    type: vehicleType,
    capacity_kg: z.coerce
      .number({ message: 'transport.capacity_invalid' })
      .int({ message: 'transport.capacity_invalid' })
      .positive({ message: 'transport.capacity_invalid' })
      .max(MAX_CAPACITY_KG, { message: 'transport.capacity_invalid' }),
    volume_m3: blankToNull(
      z.coerce
        .number({ message: 'transport.volume_invalid' })
        .positive({ message: 'transport.volume_invalid' })
        .max(200, { message: 'transport.volume_invalid' })
        .multipleOf(0.01, { message: 'transport.volume_invalid' }),
    ),
    inspection_expiry: isoDate,
    status: vehicleStatus.default('active'),
    note: optionalText(1000),
  })
  .refine((v) => v.status !== 'active' || v.inspection_expiry >= todayInVietnam(), {
    message: 'transport.inspection_expired_active',
    path: ['inspection_expiry'],
  });
export type VehicleFields = z.input<typeof vehicleFields>;
export type VehicleInput = z.output<typeof vehicleFields>;

/** `all_vehicle`: active vehicles with a valid inspection, for pickers. */
export const vehicleOptionSchema = z.object({
  value: z.number().int(),
  /** The plate. */
  label: z.string(),
  type: vehicleType,
  capacity_kg: z.number().int(),
});
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;
