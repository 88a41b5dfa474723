import { eq, inArray, sql } from 'drizzle-orm';
import {
  formatDateTime,
  PRICE_LIST_STATUS_LABELS,
  PRICE_LISTS_EXPORT_COLUMNS,
  PRICE_LISTS_EXPORT_MAX_ROWS,
  PRICE_SCOPE_LEVEL_LABELS,
  PRICE_SYSTEM_LABELS,
  type Locale,
  type PriceListsExportColumn,
  type PriceListsExportQuery,
} from '@kenh/contract';
import { COUNT_CAP } from '../../platform/db/capped-count.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { tableWorkbook, type ExcelColumn } from '../../platform/excel/index.js';
import { unprocessable } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/locale.js';
import { productVariants, units } from '../product/index.js';
import { listPriceListRows, type PriceListRow } from './price-list.repository.js';
import { priceListItems } from './price-list.tables.js';

interface ExportLine {
  list: PriceListRow;
  variantCode: string;
  variantName: string;
  unitName: string;
  price: number;
}

const header = (key: PriceListsExportColumn, locale: Locale) =>
  PRICE_LISTS_EXPORT_COLUMNS.find((c) => c.key === key)![locale];

function columns(locale: Locale): ExcelColumn<ExportLine>[] {
  const h = (key: PriceListsExportColumn) => header(key, locale);
  const scope = (l: PriceListRow) => {
    const level = PRICE_SCOPE_LEVEL_LABELS[l.scopeLevel][locale];
    return l.targets.length === 0 ? level : `${level}: ${l.targets.map((t) => t.name).join(', ')}`;
  };
  // Moments carry their time of day (a list starts at a stated minute): text in Vietnam time.
  const moment = (value: Date | null) => (value ? formatDateTime(value) : null);
  return [
    { key: 'code', header: h('code'), type: 'text', value: (r) => r.list.code },
    { key: 'name', header: h('name'), type: 'text', width: 32, value: (r) => r.list.name },
    {
      key: 'system',
      header: h('system'),
      type: 'text',
      value: (r) => PRICE_SYSTEM_LABELS[r.list.system][locale],
    },
    { key: 'scope', header: h('scope'), type: 'text', width: 32, value: (r) => scope(r.list) },
    {
      key: 'status',
      header: h('status'),
      type: 'text',
      width: 22,
      value: (r) => PRICE_LIST_STATUS_LABELS[r.list.status][locale],
    },
    {
      key: 'effective_from',
      header: h('effective_from'),
      type: 'text',
      value: (r) => moment(r.list.effectiveFrom),
    },
    {
      key: 'effective_to',
      header: h('effective_to'),
      type: 'text',
      value: (r) => moment(r.list.effectiveTo),
    },
    { key: 'revision', header: h('revision'), type: 'number', value: (r) => r.list.revision },
    { key: 'variant_code', header: h('variant_code'), type: 'text', value: (r) => r.variantCode },
    { key: 'variant_name', header: h('variant_name'), type: 'text', width: 40, value: (r) => r.variantName },
    { key: 'unit', header: h('unit'), type: 'text', value: (r) => r.unitName },
    { key: 'price', header: h('price'), type: 'money', value: (r) => r.price },
    { key: 'approved_by', header: h('approved_by'), type: 'text', value: (r) => r.list.approvedByName },
    { key: 'approved_at', header: h('approved_at'), type: 'text', value: (r) => moment(r.list.approvedAt) },
  ];
}

/** The lists a screen's filters match (newest first), refused when they are too many to export. */
async function matchingLists(db: DbOrTx, query: PriceListsExportQuery): Promise<PriceListRow[]> {
  const { rows, capped } = await listPriceListRows(db, {
    page: 0,
    pageSize: COUNT_CAP,
    search: query.search,
    stage: query.stage,
    status: query.status,
    system: query.system,
    scopeLevel: query.scope_level,
    variantId: query.variant_id,
  });
  if (capped) throw unprocessable('price-list.export_too_many_lists', { max: COUNT_CAP });
  return rows;
}

async function countPrices(db: DbOrTx, listIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceListItems)
    .where(inArray(priceListItems.priceListId, listIds));
  return row?.n ?? 0;
}

/** The price-list list screens' export: every price of every list matching the filters. */
export async function priceListsWorkbook(
  db: DbOrTx,
  query: PriceListsExportQuery,
  locale: Locale,
  maxRows = PRICE_LISTS_EXPORT_MAX_ROWS,
): Promise<Buffer> {
  const lists = await matchingLists(db, query);
  const ids = lists.map((l) => l.id);
  const lines: ExportLine[] = [];
  if (ids.length > 0) {
    const n = await countPrices(db, ids);
    if (n > maxRows) throw unprocessable('price-list.export_too_many_rows', { n, max: maxRows });
    const items = await db
      .select({
        listId: priceListItems.priceListId,
        variantCode: productVariants.code,
        variantName: productVariants.name,
        unitName: units.name,
        price: priceListItems.price,
      })
      .from(priceListItems)
      .innerJoin(productVariants, eq(productVariants.id, priceListItems.variantId))
      .innerJoin(units, eq(units.id, priceListItems.unitId))
      .where(inArray(priceListItems.priceListId, ids))
      .orderBy(productVariants.code, units.name);
    const byList = new Map<number, typeof items>();
    for (const item of items) {
      const of = byList.get(item.listId);
      if (of) of.push(item);
      else byList.set(item.listId, [item]);
    }
    for (const list of lists) {
      for (const item of byList.get(list.id) ?? []) lines.push({ list, ...item });
    }
  }
  return tableWorkbook(translate('price-list.export_lists_sheet', locale), columns(locale), lines);
}
