import type { Page, Unit, UnitInput, UnitListQuery, UnitOption } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/app-error.js';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';
import { conversionCycle } from './unit-conversions.js';
import {
  allUnits,
  conversionEdges,
  conversionsOf,
  deleteUnit,
  existingUnitIds,
  findUnit,
  insertUnit,
  listUnitIds,
  replaceConversions,
  unitsByIds,
  unitTaken,
  unitUsage,
  updateUnit,
  type ConversionRow,
  type UnitRow,
} from './unit.repository.js';

const UNIQUE = {
  units_code_fold_uq: ['product.unit_code_taken', 'code'],
  units_name_fold_uq: ['product.unit_name_taken', 'name'],
} as const;

function toConversions(rows: ConversionRow[], unitId: number) {
  return rows
    .filter((c) => c.unitId === unitId)
    .map((c) => ({
      inner_unit_id: c.innerUnitId,
      inner_unit_code: c.innerUnitCode,
      inner_unit_name: c.innerUnitName,
      quantity: c.quantity,
    }));
}

async function unitViews(db: DbOrTx, rows: UnitRow[]): Promise<Unit[]> {
  const ids = rows.map((r) => r.id);
  const conversions = await conversionsOf(db, ids);
  const usage = await unitUsage(db, ids);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    note: r.note,
    is_active: r.isActive,
    conversions: toConversions(conversions, r.id),
    variant_unit_count: usage.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

const unitAudit = (u: Unit) => ({
  code: u.code,
  name: u.name,
  note: u.note,
  is_active: u.is_active,
  conversions: u.conversions.map((c) => `${c.quantity} ${c.inner_unit_code}`),
});

/** Units and their conversions (docs/product.md, "Unit"). */
export function createUnitService(db: Db, protection: DeleteProtectionRegistry) {
  const writes = auditedWrites<Unit>(db, 'unit', UNIQUE, unitAudit);

  async function view(tx: DbOrTx, id: number): Promise<Unit> {
    const row = await findUnit(tx, id);
    if (!row) throw notFound('product.unit_not_found');
    return (await unitViews(tx, [row]))[0]!;
  }

  /** Names taken, unknown inner units, a unit holding itself, or a cycle through the conversions. */
  async function check(tx: DbOrTx, input: UnitInput, id?: number): Promise<void> {
    if (await unitTaken(tx, 'code', input.code, id)) throw conflict('product.unit_code_taken', 'code');
    if (await unitTaken(tx, 'name', input.name, id)) throw conflict('product.unit_name_taken', 'name');
    const inner = input.conversions.map((c) => c.inner_unit_id);
    if (id !== undefined && inner.includes(id)) {
      throw badRequest('product.conversion_self', [
        { field: 'conversions', message: 'product.conversion_self' },
      ]);
    }
    const known = await existingUnitIds(tx, inner);
    const unknown = input.conversions.findIndex((c) => !known.has(c.inner_unit_id));
    if (unknown >= 0) {
      throw badRequest('product.unit_invalid', [
        { field: `conversions.${unknown}.inner_unit_id`, message: 'product.unit_invalid' },
      ]);
    }
    if (id === undefined) return; // a new unit has no edge pointing at it yet: no cycle possible
    const cycle = conversionCycle(await conversionEdges(tx), id, inner);
    if (cycle) {
      const names = new Map((await unitsByIds(tx, cycle)).map((u) => [u.id, u.name]));
      throw new AppError(409, 'product.conversion_cycle', {
        params: { path: cycle.map((u) => names.get(u) ?? String(u)).join(' → ') },
        errors: [{ field: 'conversions', message: 'product.conversion_cycle_field' }],
      });
    }
  }

  const conversionValues = (input: UnitInput) =>
    input.conversions.map((c) => ({ innerUnitId: c.inner_unit_id, quantity: c.quantity }));

  return {
    async list(query: UnitListQuery): Promise<Page<Unit>> {
      const { ids, total, capped } = await listUnitIds(db, {
        search: query.search,
        isActive: query.is_active,
        page: query.page,
        pageSize: query.page_size,
      });
      const rows = new Map((await unitsByIds(db, ids)).map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
      return { results: await unitViews(db, ordered), total, ...(capped ? { total_capped: true } : {}) };
    },

    async options(): Promise<UnitOption[]> {
      const rows = await allUnits(db, true);
      const conversions = await conversionsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        conversions: toConversions(conversions, r.id),
      }));
    },

    get: (id: number) => view(db, id),

    create(caller: Caller, input: UnitInput): Promise<Unit> {
      return writes.create(caller.accountId, async (tx) => {
        await check(tx, input);
        const row = await insertUnit(tx, {
          code: input.code,
          name: input.name,
          note: input.note ?? null,
          isActive: input.is_active,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        await replaceConversions(tx, row.id, conversionValues(input));
        return view(tx, row.id);
      });
    },

    update(caller: Caller, id: number, input: UnitInput): Promise<Unit> {
      return writes.update(id, caller.accountId, async (tx) => {
        if (!(await findUnit(tx, id, true))) throw notFound('product.unit_not_found');
        const before = await view(tx, id);
        await check(tx, input, id);
        await updateUnit(tx, id, {
          code: input.code,
          name: input.name,
          note: input.note ?? null,
          isActive: input.is_active,
          updatedBy: caller.accountId,
        });
        await replaceConversions(tx, id, conversionValues(input));
        return { before, after: await view(tx, id) };
      });
    },

    remove(caller: Caller, id: number): Promise<void> {
      return writes.remove(id, caller.accountId, async (tx) => {
        if (!(await findUnit(tx, id, true))) throw notFound('product.unit_not_found');
        const before = await view(tx, id);
        await protection.assertDeletable(tx, 'unit', id);
        await deleteUnit(tx, id);
        return before;
      });
    },
  };
}

export type UnitService = ReturnType<typeof createUnitService>;
