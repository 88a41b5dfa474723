import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import {
  blankToNull,
  id,
  idList,
  isoDateTime,
  optionalId,
  optionalText,
  requiredText,
  text,
} from '../shared/scalars.js';
import { warehouseActions, warehouseStatuses } from './warehouse.status.js';

const status = z.enum(warehouseStatuses, { message: 'validation.select_required' });

/** The company's central warehouses, and a distributor's own (its `owner`). */
export const WAREHOUSE_KINDS = ['central', 'distributor'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];
export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind, { vi: string; en: string }> = {
  central: { vi: 'Kho tổng', en: 'Central warehouse' },
  distributor: { vi: 'Kho nhà phân phối', en: 'Distributor warehouse' },
};
const kind = z.enum(WAREHOUSE_KINDS, { message: 'validation.select_required' });

/** One warehouse as every endpoint answers it, with its stock value and near-expiry lots. */
export const warehouseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind,
  /** The distributor owning a distributor warehouse; null for the company's own. */
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  /** The area (locate module) the warehouse serves: data scope follows it. */
  area_id: z.number().int(),
  area_name: z.string(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  status,
  /** On hand × each lot's cost, in đồng. */
  stock_value: z.number().int(),
  /** Lots with stock expiring within `WAREHOUSE_NEAR_EXPIRY_DAYS` (not yet expired). */
  near_expiry_lots: z.number().int(),
  expired_lots: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListQuery = z.object({
  ...pagingFields,
  search: text(100).optional(),
  kind: kind.optional(),
  area_id: id.optional(),
  owner_id: id.optional(),
  status: status.optional(),
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuery>;

/** What create and update take; a distributor warehouse names its distributor. */
export const warehouseFields = z
  .object({
    name: requiredText(150),
    kind,
    owner_id: optionalId,
    area_id: id,
    address: optionalText(300),
    note: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'distributor' && value.owner_id == null)
      ctx.addIssue({ code: 'custom', path: ['owner_id'], message: 'warehouse.owner_required' });
  });
export type WarehouseFields = z.input<typeof warehouseFields>;

export const warehouseStatusBody = z.object({
  action: z.enum(warehouseActions, { message: 'validation.select_required' }),
});

/** `warehouses_deactive`: stop (or reopen) many warehouses at once. */
export const warehouseDeactivateBody = z.object({
  ids: idList,
  active: z.boolean().default(false),
});

/** The dropdown's filters (GET: query; v2 POST: body). */
export const warehouseDropdownQuery = z.object({
  search: blankToNull(text(100)).optional(),
  kind: kind.optional(),
  owner_id: id.optional(),
});

export const warehouseOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind,
  owner_id: z.number().int().nullable(),
  area_id: z.number().int(),
});
export type WarehouseOption = z.infer<typeof warehouseOptionSchema>;

/** The warehouse settings (one record): the near-expiry window lists flag and notices follow. */
export const NEAR_EXPIRY_DAYS_MAX = 365;
export const warehouseSettingsSchema = z.object({
  /** A lot expiring within this many days (and not yet expired) is near expiry. */
  near_expiry_days: z.number().int(),
  updated_at: z.string().nullable(),
});
export type WarehouseSettings = z.infer<typeof warehouseSettingsSchema>;

export const warehouseSettingsBody = z.object({
  near_expiry_days: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'warehouse.near_expiry_days_invalid' })
    .min(1, { message: 'warehouse.near_expiry_days_invalid' })
    .max(NEAR_EXPIRY_DAYS_MAX, { message: 'warehouse.near_expiry_days_invalid' }),
});
export type WarehouseSettingsBody = z.input<typeof warehouseSettingsBody>;
