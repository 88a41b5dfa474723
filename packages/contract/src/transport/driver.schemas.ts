import { z } from 'zod';
import { todayInVietnam } from '../shared/formatters.js';
import { pagingFields } from '../shared/paging.js';
import { isoDateTime, optionalId, optionalText, phone, requiredText, text } from '../shared/scalars.js';
import { citizenId, isoDate } from '../staff/staff.schemas.js';
import { EXPIRY_STATES } from './fleet-dates.js';

/** Driving licence classes (hạng giấy phép lái xe) a delivery driver may hold. */
export const LICENCE_CLASSES = ['A1', 'A2', 'B1', 'B2', 'C', 'D', 'E', 'FB2', 'FC', 'FD', 'FE'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

export const DRIVER_STATUSES = ['active', 'inactive'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

const licenceClass = z.enum(LICENCE_CLASSES, { message: 'validation.select_required' });
const driverStatus = z.enum(DRIVER_STATUSES, { message: 'validation.select_required' });
const expiryState = z.enum(EXPIRY_STATES);

/** A driving licence number (số giấy phép lái xe): 12 digits. */
const licenceNumber = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\d{12}$/, { message: 'transport.licence_number_invalid' });

export const driverSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  national_id: z.string(),
  licence_number: z.string(),
  licence_class: licenceClass,
  licence_expiry: z.string(),
  /** Today against the expiry date: lists flag `expiring` and `expired`. */
  licence_state: expiryState,
  account_id: z.number().int().nullable(),
  account_name: z.string().nullable(),
  note: z.string().nullable(),
  status: driverStatus,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Driver = z.infer<typeof driverSchema>;

/** `list_driver` body: filters with the paging (pages from 0). */
export const driverListBody = z.object({
  ...pagingFields,
  /** Name, phone or licence number, ignoring case and diacritics. */
  search: text(100).optional(),
  status: driverStatus.optional(),
  licence_class: licenceClass.optional(),
  licence_state: expiryState.optional(),
});
export type DriverListBody = z.infer<typeof driverListBody>;

/**
 * What create and update take. A driver whose licence has expired cannot be active: the rule is
 * checked against today in Vietnam, the same on the form and on the server.
 */
export const driverFields = z
  .object({
    full_name: requiredText(150),
    phone: z.string({ message: 'validation.required' }).pipe(phone),
    national_id: z.string({ message: 'validation.required' }).pipe(citizenId),
    licence_number: licenceNumber,
    licence_class: licenceClass,
    licence_expiry: isoDate,
    account_id: optionalId,
    note: optionalText(1000),
    status: driverStatus.default('active'),
  })
  .refine((d) => d.status !== 'active' || d.licence_expiry >= todayInVietnam(), {
    message: 'transport.licence_expired_active',
    path: ['licence_expiry'],
  });
export type DriverFields = z.input<typeof driverFields>;
export type DriverInput = z.output<typeof driverFields>;

/** `all_driver`: active drivers with a valid licence, for pickers. */
export const driverOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  /** The phone, shown under the name. */
  label_child: z.string(),
  licence_class: licenceClass,
});
export type DriverOption = z.infer<typeof driverOptionSchema>;
