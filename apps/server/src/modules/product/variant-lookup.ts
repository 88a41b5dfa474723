import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { products, productVariants, units, variantUnits } from './product.tables.js';

/** One unit of one variant, as price lists and orders need it. */
export interface VariantUnitInfo {
  variantId: number;
  unitId: number;
  /** Base units in one of this unit (1 for the base unit). */
  factor: number;
  isBaseUnit: boolean;
  variantCode: string;
  variantName: string;
  variantStatus: 'active' | 'inactive';
  unitCode: string;
  unitName: string;
  productId: number;
  productCode: string;
  productName: string;
  direction: 'out' | 'in';
}

export const variantUnitKey = (variantId: number, unitId: number) => `${variantId}:${unitId}`;

/**
 * Which of these (variant, unit) pairs exist — the unit is one of the variant's units — with the
 * factor and the names, keyed by `variantUnitKey`. A pair absent from the map is not sold that way.
 * One statement whatever the number of pairs.
 */
export async function lookupVariantUnits(
  db: DbOrTx,
  pairs: readonly { variantId: number; unitId: number }[],
): Promise<Map<string, VariantUnitInfo>> {
  if (pairs.length === 0) return new Map();
  const variantIds = [...new Set(pairs.map((p) => p.variantId))];
  const wanted = new Set(pairs.map((p) => variantUnitKey(p.variantId, p.unitId)));
  const rows = await db
    .select({
      variantId: variantUnits.variantId,
      unitId: variantUnits.unitId,
      factor: variantUnits.factor,
      isBaseUnit: sql<boolean>`variant_units.unit_id = product_variants.base_unit_id`,
      variantCode: productVariants.code,
      variantName: productVariants.name,
      variantStatus: productVariants.status,
      unitCode: units.code,
      unitName: units.name,
      productId: products.id,
      productCode: products.code,
      productName: products.name,
      direction: products.direction,
    })
    .from(variantUnits)
    .innerJoin(productVariants, eq(productVariants.id, variantUnits.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(units, eq(units.id, variantUnits.unitId))
    .where(and(inArray(variantUnits.variantId, variantIds)));
  return new Map(
    rows
      .filter((r) => wanted.has(variantUnitKey(r.variantId, r.unitId)))
      .map((r) => [variantUnitKey(r.variantId, r.unitId), r]),
  );
}

/** Which of these variant ids exist (a pair `lookupVariantUnits` leaves out may name no variant at all). */
export async function existingVariants(db: DbOrTx, variantIds: readonly number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Set(rows.map((r) => r.id));
}
