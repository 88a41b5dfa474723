import { sql } from 'drizzle-orm';
import {
  EDITABLE_PRICE_LIST_STATUSES,
  MAX_PRICE_VND,
  PRICE_LIST_IMPORT_COLUMNS,
  PRICE_LIST_IMPORT_MODES,
  foldVietnamese,
  type Locale,
  type PriceListImportPreview,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { auditPriceChanges } from './price-list-audit.js';
import type { SheetRow } from '../../platform/excel/index.js';
import { readPriceSheet, templateWorkbook, type TemplateRow } from './price-list-excel.js';
import { priceMapOf, writeItems } from './price-list-items.repository.js';
import { snapshotOf, viewOf } from './price-list-view.js';
import { findPriceListRow, lockPriceList, updatePriceListRecord } from './price-list.repository.js';
import { priceKey } from './price-resolver.js';

export type ImportMode = (typeof PRICE_LIST_IMPORT_MODES)[number];

/** Rows the preview lists: every bad one, then good ones up to this many in all. */
const PREVIEW_ROWS = 500;

interface RowError {
  column: string;
  message: string;
  params?: Record<string, string | number>;
}

interface CheckedRow {
  row: number;
  variantCode: string;
  unit: string;
  price: number | null;
  key: string | null;
  errors: RowError[];
}

/** Variant code (folded) → its id and its units by folded name and code. */
type Lookup = Map<string, { variantId: number; units: Map<string, number> }>;

async function loadLookup(db: DbOrTx, codes: readonly string[]): Promise<Lookup> {
  const lookup: Lookup = new Map();
  if (codes.length === 0) return lookup;
  const rows = rowsOf<{
    given: string;
    variant_id: number;
    unit_id: number | null;
    unit_code: string | null;
    unit_name: string | null;
  }>(
    await db.execute(sql`
      select c.value as given, v.id as variant_id, vu.unit_id, u.code as unit_code, u.name as unit_name
      from json_array_elements_text(${JSON.stringify([...new Set(codes)])}::json) c
      join product_variants v on fold_text(v.code) = fold_text(c.value)
      left join variant_units vu on vu.variant_id = v.id
      left join units u on u.id = vu.unit_id`),
  );
  for (const r of rows) {
    const entry = lookup.get(foldVietnamese(r.given)) ?? {
      variantId: r.variant_id,
      units: new Map<string, number>(),
    };
    if (r.unit_id !== null) {
      entry.units.set(foldVietnamese(r.unit_name ?? ''), r.unit_id);
      entry.units.set(foldVietnamese(r.unit_code ?? ''), r.unit_id);
    }
    lookup.set(foldVietnamese(r.given), entry);
  }
  return lookup;
}

/** `12.000`, `12,000`, `12 000 ₫` or a number cell: whole VND; null when not a whole number. */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\s.,₫]|vnd|đ/gi, '');
  if (!/^\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

function checkRows(rows: SheetRow[], lookup: Lookup): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const cell = (k: string) => row.cells[k] ?? '';
    const errors: RowError[] = [];
    for (const column of ['variant_code', 'unit', 'price'])
      if (!cell(column)) errors.push({ column, message: 'price-list.import_required' });
    const variant = cell('variant_code') ? lookup.get(foldVietnamese(cell('variant_code'))) : undefined;
    if (cell('variant_code') && !variant)
      errors.push({ column: 'variant_code', message: 'price-list.import_variant_unknown' });
    const unitId = variant && cell('unit') ? variant.units.get(foldVietnamese(cell('unit'))) : undefined;
    if (variant && cell('unit') && unitId === undefined)
      errors.push({ column: 'unit', message: 'price-list.import_unit_unknown' });
    const price = cell('price') ? parsePrice(cell('price')) : null;
    if (cell('price') && (price === null || price <= 0))
      errors.push({ column: 'price', message: 'price-list.price_invalid' });
    else if (price !== null && price > MAX_PRICE_VND)
      errors.push({ column: 'price', message: 'price-list.price_too_high' });
    const key = variant && unitId !== undefined ? priceKey(variant.variantId, unitId) : null;
    if (key) {
      const first = firstRowOf.get(key);
      if (first !== undefined)
        errors.push({ column: 'unit', message: 'price-list.import_duplicate_row', params: { row: first } });
      else firstRowOf.set(key, row.row);
    }
    return { row: row.row, variantCode: cell('variant_code'), unit: cell('unit'), price, key, errors };
  });
}

const labelOf = (column: string, locale: Locale) =>
  PRICE_LIST_IMPORT_COLUMNS.find((c) => c.key === column)?.[locale] ?? column;

export function importModeOf(value: string | undefined): ImportMode {
  if (value === undefined || value === '') return 'merge';
  if (!(PRICE_LIST_IMPORT_MODES as readonly string[]).includes(value))
    throw badRequest('error.bad_request', [{ field: 'mode', message: 'price-list.import_mode_invalid' }]);
  return value as ImportMode;
}

/** The prices a file leaves in the list: merged into the current rows, or replacing them. */
function pricesAfter(
  current: ReadonlyMap<string, number>,
  rows: CheckedRow[],
  mode: ImportMode,
): Map<string, number> {
  const after = new Map(mode === 'merge' ? current : []);
  for (const r of rows) after.set(r.key!, r.price!);
  return after;
}

/**
 * Excel rows of a draft or rejected list (docs/pricing.md): the template, a preview listing every
 * bad row and cell with nothing written, and an all-or-nothing import (422 with every bad cell).
 */
export function createPriceListImport(db: Db) {
  async function check(tx: DbOrTx, data: Buffer): Promise<CheckedRow[]> {
    const rows = await readPriceSheet(data);
    return checkRows(rows, await loadLookup(tx, rows.map((r) => r.cells.variant_code ?? '').filter(Boolean)));
  }

  async function editable(tx: DbOrTx, id: number, lock: boolean) {
    const record = lock ? await lockPriceList(tx, id) : ((await findPriceListRow(tx, id)) ?? undefined);
    if (!record) throw notFound('price-list.not_found');
    if (!(EDITABLE_PRICE_LIST_STATUSES as readonly string[]).includes(record.status))
      throw conflict('price-list.not_editable');
    return record;
  }

  const message = (e: RowError, locale: Locale) => translate(e.message, locale, e.params ?? {});

  return {
    async template(): Promise<Buffer> {
      const rows = rowsOf<TemplateRow>(
        await db.execute(sql`
          select v.code as "variantCode", v.name as "variantName", u.name as "unitName"
          from product_variants v
          join products p on p.id = v.product_id and p.direction = 'out' and p.status = 'active'
          join variant_units vu on vu.variant_id = v.id
          join units u on u.id = vu.unit_id
          where v.status = 'active'
          order by v.code, vu.factor`),
      );
      return templateWorkbook(rows);
    },

    async preview(id: number, data: Buffer, locale: Locale): Promise<PriceListImportPreview> {
      await editable(db, id, false);
      const checked = await check(db, data);
      const current = await priceMapOf(db, id);
      const good = checked.filter((r) => r.errors.length === 0);
      const fileKeys = new Set(good.map((r) => r.key!));
      const bad = checked.filter((r) => r.errors.length > 0);
      const shown = [...bad, ...good]
        .slice(0, Math.max(PREVIEW_ROWS, bad.length))
        .sort((a, b) => a.row - b.row);
      return {
        total_rows: checked.length,
        valid_rows: good.length,
        added: good.filter((r) => !current.has(r.key!)).length,
        changed: good.filter((r) => current.has(r.key!) && current.get(r.key!) !== r.price).length,
        unchanged: good.filter((r) => current.get(r.key!) === r.price).length,
        absent: [...current.keys()].filter((k) => !fileKeys.has(k)).length,
        rows: shown.map((r) => ({
          row: r.row,
          variant_code: r.variantCode,
          unit: r.unit,
          price: r.price,
          current_price: r.key ? (current.get(r.key) ?? null) : null,
          ok: r.errors.length === 0,
          errors: r.errors.map((e) => ({
            row: r.row,
            column: e.column,
            column_label: labelOf(e.column, locale),
            message: message(e, locale),
          })),
        })),
      };
    },

    /** Every row in one transaction, or a 422 naming every bad cell (`<row>.<column>`) and nothing written. */
    import(caller: Caller, id: number, data: Buffer, mode: ImportMode, locale: Locale) {
      return db.transaction(async (tx) => {
        const record = await editable(tx, id, true);
        const checked = await check(tx, data);
        const bad = checked.filter((r) => r.errors.length > 0);
        if (bad.length > 0)
          throw new AppError(422, 'price-list.import_invalid', {
            errors: bad.flatMap((r) =>
              r.errors.map((e) => ({ field: `${r.row}.${e.column}`, message: message(e, locale) })),
            ),
          });
        const before = await findPriceListRow(tx, id);
        const current = await priceMapOf(tx, id);
        const after = pricesAfter(current, checked, mode);
        await writeItems(tx, id, current, after);
        const counts = await auditPriceChanges(tx, id, caller.accountId, current, after);
        const revision = record.revision + 1;
        await updatePriceListRecord(tx, id, { revision, status: 'draft', updatedBy: caller.accountId });
        const updated = await findPriceListRow(tx, id);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: 'import',
          actorId: caller.accountId,
          before: snapshotOf(viewOf(before!)),
          after: snapshotOf(viewOf(updated!)),
        });
        return { ...counts, revision };
      });
    },
  };
}

export type PriceListImport = ReturnType<typeof createPriceListImport>;
