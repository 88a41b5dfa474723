import { isOneOf, PRICE_SYSTEMS, type PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import { resolvePrices } from '../price-list/index.js';
import { lookupVariantUnits, variantUnitKey } from '../product/index.js';
import type { NewOrderLineRecord } from './order.repository.js';

type Line = {
  variant_id: number;
  unit_id: number;
  quantity: number;
  discount_percent: number;
  note?: string | null | undefined;
};

/** Who is priced: the orderer's system and place. */
export interface Orderer {
  id: number;
  type: string;
  areaId: number | null;
  zoneId: number | null;
}

export interface PricedOrder {
  lines: Omit<NewOrderLineRecord, 'orderId'>[];
  subtotal: number;
  discount: number;
  total: number;
  /** The largest line discount, in hundredths of a percent (flow conditions). */
  maxDiscountBp: number;
}

export const isOrderSystem = (type: string): type is PriceSystem => isOneOf(PRICE_SYSTEMS, type);

/** Percent with two decimals → hundredths of a percent, exactly. */
export const toBp = (percent: number): number => Math.round(percent * 100);

/**
 * Prices an order on the server (docs/orders.md "Prices"): each line's unit must be one of the
 * variant's units, the variant on sale, and a price in force for the orderer now — from the one
 * resolver, with the list and revision it came from. Client prices do not exist. Lines without a
 * price refuse the whole order (422, one field error per line).
 */
export async function priceOrder(
  db: DbOrTx,
  orderer: Orderer & { type: PriceSystem },
  lines: readonly Line[],
  at: Date,
): Promise<PricedOrder> {
  const seen = new Set<string>();
  const shapeErrors: { field: string; message: string }[] = [];
  for (const [i, line] of lines.entries()) {
    const key = variantUnitKey(line.variant_id, line.unit_id);
    if (seen.has(key)) shapeErrors.push({ field: `lines.${i}.unit_id`, message: 'order.duplicate_line' });
    seen.add(key);
  }
  const pairs = lines.map((l) => ({ variantId: l.variant_id, unitId: l.unit_id }));
  const units = await lookupVariantUnits(db, pairs);
  for (const [i, line] of lines.entries()) {
    const info = units.get(variantUnitKey(line.variant_id, line.unit_id));
    if (!info) shapeErrors.push({ field: `lines.${i}.unit_id`, message: 'order.unit_invalid' });
    else if (info.variantStatus !== 'active' || info.direction !== 'out')
      shapeErrors.push({ field: `lines.${i}.variant_id`, message: 'order.variant_inactive' });
  }
  if (shapeErrors.length > 0) throw badRequest('error.bad_request', shapeErrors);

  const prices = await resolvePrices(
    db,
    { system: orderer.type, areaId: orderer.areaId, zoneId: orderer.zoneId, accountId: orderer.id },
    at,
    pairs,
  );
  const missing = lines.flatMap((line, i) =>
    prices.has(variantUnitKey(line.variant_id, line.unit_id))
      ? []
      : [{ field: `lines.${i}.variant_id`, message: 'order.no_price' }],
  );
  if (missing.length > 0) {
    throw new AppError(422, 'order.lines_without_price', { params: { n: missing.length }, errors: missing });
  }

  let subtotal = 0;
  let discount = 0;
  let maxDiscountBp = 0;
  const priced = lines.map((line, i) => {
    const key = variantUnitKey(line.variant_id, line.unit_id);
    const price = prices.get(key)!;
    const info = units.get(key)!;
    const discountBp = toBp(line.discount_percent);
    const grossAmount = price.price * line.quantity;
    // Rounded to the đồng once per line; the total is the sum of the lines.
    const discountAmount = Math.round((grossAmount * discountBp) / 10_000);
    subtotal += grossAmount;
    discount += discountAmount;
    maxDiscountBp = Math.max(maxDiscountBp, discountBp);
    return {
      position: i + 1,
      variantId: line.variant_id,
      unitId: line.unit_id,
      unitFactor: info.factor,
      quantity: line.quantity,
      unitPrice: price.price,
      priceListId: price.priceListId,
      priceListRevision: price.revision,
      discountBp,
      grossAmount,
      discountAmount,
      lineTotal: grossAmount - discountAmount,
      note: line.note ?? null,
    };
  });
  return { lines: priced, subtotal, discount, total: subtotal - discount, maxDiscountBp };
}
