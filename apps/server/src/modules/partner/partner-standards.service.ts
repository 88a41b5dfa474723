import type { z } from 'zod';
import type { NvttStandard, StoreStandard, saveNvttStandardBody, storeStandardFields } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import {
  deleteStoreStandard,
  findNvttStandard,
  findStoreStandard,
  insertNvttStandard,
  insertStoreStandard,
  listNvttStandards,
  listStoreStandards,
  updateNvttStandard,
  updateStoreStandard,
  type NvttStandardRow,
  type StoreStandardRow,
} from './partner-standards.repository.js';

type StoreInput = z.infer<typeof storeStandardFields>;
type NvttInput = z.infer<typeof saveNvttStandardBody>;

const storeView = (r: StoreStandardRow): StoreStandard => ({
  id: r.id,
  code: r.code,
  name: r.name,
  min_monthly_revenue: r.minMonthlyRevenue,
  display_requirements: r.displayRequirements,
  visits_per_month: r.visitsPerMonth,
  is_active: r.isActive,
  store_count: r.holders,
  updated_at: r.updatedAt.toISOString(),
});

const nvttView = (r: NvttStandardRow): NvttStandard => ({
  id: r.id,
  code: r.code,
  name: r.name,
  stores_per_day: r.storesPerDay,
  new_stores_per_month: r.newStoresPerMonth,
  revenue_target_per_month: r.revenueTargetPerMonth,
  is_active: r.isActive,
  field_staff_count: r.holders,
  updated_at: r.updatedAt.toISOString(),
});

/** The audited fields: everything but the counts and the timestamp. */
const storeSnapshot = ({ store_count: _n, updated_at: _u, ...rest }: StoreStandard) => rest;
const nvttSnapshot = ({ field_staff_count: _n, updated_at: _u, ...rest }: NvttStandard) => rest;

const storeValues = (i: StoreInput) => ({
  code: i.code,
  name: i.name,
  minMonthlyRevenue: i.min_monthly_revenue,
  displayRequirements: i.display_requirements ?? null,
  visitsPerMonth: i.visits_per_month,
  isActive: i.is_active,
});

const nvttValues = (i: NvttInput) => ({
  code: i.code,
  name: i.name,
  storesPerDay: i.stores_per_day,
  newStoresPerMonth: i.new_stores_per_month,
  revenueTargetPerMonth: i.revenue_target_per_month,
  isActive: i.is_active,
});

/** Store (CHTH) and field staff (NVTT) standards: company-wide catalogue data, audited. */
export function createStandardService(db: Db) {
  const stores = auditedWrites<StoreStandard>(
    db,
    'store_standard',
    { store_standards_code_uq: ['partner.standard_code_taken', 'code'] },
    storeSnapshot,
  );
  const nvtts = auditedWrites<NvttStandard>(
    db,
    'nvtt_standard',
    { nvtt_standards_code_uq: ['partner.standard_code_taken', 'code'] },
    nvttSnapshot,
  );

  async function store(tx: DbOrTx, id: number): Promise<StoreStandard> {
    const row = await findStoreStandard(tx, id);
    if (!row) throw notFound('partner.standard_not_found');
    return storeView(row);
  }
  async function nvtt(tx: DbOrTx, id: number): Promise<NvttStandard> {
    const row = await findNvttStandard(tx, id);
    if (!row) throw notFound('partner.standard_not_found');
    return nvttView(row);
  }

  return {
    storeList: async () => (await listStoreStandards(db)).map(storeView),
    storeGet: (id: number) => store(db, id),
    storeCreate: (caller: Caller, input: StoreInput) =>
      stores.create(caller.accountId, async (tx) =>
        store(
          tx,
          await insertStoreStandard(tx, {
            ...storeValues(input),
            createdBy: caller.accountId,
            updatedBy: caller.accountId,
          }),
        ),
      ),
    storeUpdate: (caller: Caller, id: number, input: StoreInput) =>
      stores.update(id, caller.accountId, async (tx) => {
        const before = await store(tx, id);
        await updateStoreStandard(tx, id, { ...storeValues(input), updatedBy: caller.accountId });
        return { before, after: await store(tx, id) };
      }),
    /** A standard some store still holds stays (409 naming how many). */
    storeRemove: (caller: Caller, id: number) =>
      stores.remove(id, caller.accountId, async (tx) => {
        const before = await store(tx, id);
        if (before.store_count > 0) throw conflictWithCount(before.store_count);
        await deleteStoreStandard(tx, id);
        return before;
      }),

    nvttList: async () => (await listNvttStandards(db)).map(nvttView),
    nvttGet: (id: number) => nvtt(db, id),
    /** POST nvtt_standard: an `id` updates that standard, none creates one. */
    nvttSave(caller: Caller, input: NvttInput): Promise<NvttStandard> {
      const { id } = input;
      if (id === undefined)
        return nvtts.create(caller.accountId, async (tx) =>
          nvtt(
            tx,
            await insertNvttStandard(tx, {
              ...nvttValues(input),
              createdBy: caller.accountId,
              updatedBy: caller.accountId,
            }),
          ),
        );
      return nvtts.update(id, caller.accountId, async (tx) => {
        const before = await nvtt(tx, id);
        await updateNvttStandard(tx, id, { ...nvttValues(input), updatedBy: caller.accountId });
        return { before, after: await nvtt(tx, id) };
      });
    },
  };
}

const conflictWithCount = (n: number) => new AppError(409, 'partner.standard_in_use', { params: { n } });

export type StandardService = ReturnType<typeof createStandardService>;
