import type { z } from 'zod';
import type { PriceChange, PriceListPreview, priceListPreviewQuery } from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { allItemRows, type ItemRow } from './price-list-items.repository.js';
import {
  accountPlacementOf,
  areasOfZones,
  findPriceListRow,
  type PriceListRow,
} from './price-list.repository.js';
import { priceKey, resolvePrices, type PriceContext } from './price-resolver.js';

type PreviewQuery = z.infer<typeof priceListPreviewQuery>;
type PreviewRow = PriceListPreview['rows'][number];
type Extreme = NonNullable<PriceListPreview['largest_rise']>;

/** One context per target of the list's scope (a system-wide list has one, unnamed). */
async function contextsOf(db: Db, list: PriceListRow): Promise<{ who: PriceContext; name: string | null }[]> {
  const base = { system: list.system, areaId: null, zoneId: null, accountId: null };
  switch (list.scopeLevel) {
    case 'system':
      return [{ who: base, name: null }];
    case 'area':
      return list.targets.map((t) => ({ who: { ...base, areaId: t.id }, name: t.name }));
    case 'zone': {
      const areaOf = await areasOfZones(
        db,
        list.targets.map((t) => t.id),
      );
      return list.targets.map((t) => ({
        who: { ...base, areaId: areaOf.get(t.id) ?? null, zoneId: t.id },
        name: t.name,
      }));
    }
    case 'account': {
      const placed = await Promise.all(list.targets.map((t) => accountPlacementOf(db, t.id)));
      return list.targets.map((t, i) => ({
        who: {
          ...base,
          areaId: placed[i]?.areaId ?? null,
          zoneId: placed[i]?.zoneId ?? null,
          accountId: t.id,
        },
        name: t.name,
      }));
    }
  }
}

const percentOf = (from: number, to: number) => Math.round(((to - from) / from) * 10_000) / 100;

function compare(
  item: ItemRow,
  targetName: string | null,
  current: { price: number; code: string } | undefined,
): PreviewRow {
  const difference = current ? item.price - current.price : null;
  const change: PriceChange =
    difference === null ? 'new' : difference > 0 ? 'raised' : difference < 0 ? 'lowered' : 'unchanged';
  return {
    variant_id: item.variantId,
    variant_code: item.variantCode,
    variant_name: item.variantName,
    unit_id: item.unitId,
    unit_name: item.unitName,
    target_name: targetName,
    price: item.price,
    current_price: current?.price ?? null,
    current_price_list_code: current?.code ?? null,
    difference,
    percent: current ? percentOf(current.price, item.price) : null,
    change,
  };
}

const extremeOf = (row: PreviewRow): Extreme => ({
  variant_code: row.variant_code,
  variant_name: row.variant_name,
  unit_name: row.unit_name,
  target_name: row.target_name,
  from: row.current_price!,
  to: row.price,
  amount: row.difference!,
  percent: row.percent!,
});

/**
 * Before approval (docs/pricing.md "Preview"): each row of the list against the price in force at
 * its start (now, when it has none) for each target of its scope, through the one resolver with
 * the list itself left out; the counts, the largest rise and fall, and a page of the rows.
 */
export async function previewPriceList(
  db: Db,
  id: number,
  query: PreviewQuery,
  now: Date,
): Promise<PriceListPreview> {
  const list = await findPriceListRow(db, id);
  if (!list) throw notFound('price-list.not_found');
  const at = list.effectiveFrom ?? now;
  const items = await allItemRows(db, id);
  const lines = items.map((i) => ({ variantId: i.variantId, unitId: i.unitId }));
  const rows: PreviewRow[] = [];
  for (const { who, name } of await contextsOf(db, list)) {
    const current = await resolvePrices(db, who, at, lines, id);
    for (const item of items) {
      const found = current.get(priceKey(item.variantId, item.unitId));
      rows.push(compare(item, name, found && { price: found.price, code: found.priceListCode }));
    }
  }
  const counts = { total: rows.length, new: 0, raised: 0, lowered: 0, unchanged: 0 };
  let rise: PreviewRow | undefined;
  let fall: PreviewRow | undefined;
  for (const row of rows) {
    counts[row.change]++;
    if (row.change === 'raised' && (!rise || row.difference! > rise.difference!)) rise = row;
    if (row.change === 'lowered' && (!fall || row.difference! < fall.difference!)) fall = row;
  }
  const matching = query.change ? rows.filter((r) => r.change === query.change) : rows;
  const start = query.page * query.page_size;
  return {
    at: at.toISOString(),
    counts,
    largest_rise: rise ? extremeOf(rise) : null,
    largest_fall: fall ? extremeOf(fall) : null,
    rows: matching.slice(start, start + query.page_size),
    total_rows: matching.length,
  };
}
