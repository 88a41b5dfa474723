import { randomBytes } from 'node:crypto';
import type { PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { ensureRoom } from '../access/index.js';
import { priceListItems, priceLists } from '../price-list/index.js';
import { products, productVariants, units, variantUnits } from '../product/index.js';

/**
 * Test-only rows for order tests and the security fixtures (never imported by production code):
 * the product and price-list modules own these tables; tests insert the few rows they order.
 */
const tag = () => randomBytes(3).toString('hex');

export interface PricedCatalogue {
  /** Variant ids, each sold by `piece` (factor 1) and `box` (factor 24). */
  variants: number[];
  piece: number;
  box: number;
  /** A unit no variant is sold in. */
  other: number;
  /** A variant sold in piece and box but priced by no list. */
  unpriced: number;
  /** The list of each system. */
  priceListIds: Partial<Record<PriceSystem, number>>;
}

/**
 * `count` active out variants and an active system-wide list for `systems` pricing them: a piece
 * 10,000 đồng × (index + 1), a box 200,000 × (index + 1).
 */
export async function insertPricedCatalogue(
  db: DbOrTx,
  systems: readonly PriceSystem[] = ['NPP', 'CHTH'],
  count = 3,
): Promise<PricedCatalogue> {
  const t = tag();
  const [piece, box, other] = await db
    .insert(units)
    .values([
      { code: `chai-${t}`, name: `Chai ${t}` },
      { code: `thung-${t}`, name: `Thùng ${t}` },
      { code: `goi-${t}`, name: `Gói ${t}` },
    ])
    .returning({ id: units.id });
  const code = `SP${t}`.toUpperCase();
  const [product] = await db
    .insert(products)
    .values({
      direction: 'out',
      code,
      name: `Nước suối ${code}`,
      brand: 'Lavie',
      status: 'active',
      searchText: code.toLowerCase(),
    })
    .returning({ id: products.id });
  const variants: number[] = [];
  for (let i = 1; i <= count + 1; i++) {
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: product!.id,
        code: `${code}-${i}`,
        name: `Nước suối ${code} ${i}`,
        optionValues: [`${i}`],
        baseUnitId: piece!.id,
        position: i,
      })
      .returning({ id: productVariants.id });
    await db.insert(variantUnits).values([
      { variantId: variant!.id, unitId: piece!.id, factor: 1 },
      { variantId: variant!.id, unitId: box!.id, factor: 24 },
    ]);
    variants.push(variant!.id);
  }
  const unpriced = variants.pop()!;
  const priceListIds: Partial<Record<PriceSystem, number>> = {};
  for (const system of systems) {
    const [list] = await db
      .insert(priceLists)
      .values({
        code: `BG${t}${system}`,
        name: `Bảng giá ${system} ${t}`,
        system,
        scopeLevel: 'system',
        scopeKey: 'system:',
        effectiveFrom: new Date(Date.now() - 86_400_000),
        status: 'active',
        itemCount: variants.length * 2,
      })
      .returning({ id: priceLists.id });
    priceListIds[system] = list!.id;
    await db.insert(priceListItems).values(
      variants.flatMap((variantId, i) => [
        { priceListId: list!.id, variantId, unitId: piece!.id, price: 10_000 * (i + 1) },
        { priceListId: list!.id, variantId, unitId: box!.id, price: 200_000 * (i + 1) },
      ]),
    );
  }
  return { variants, piece: piece!.id, box: box!.id, other: other!.id, unpriced, priceListIds };
}

/** A room of `system` with these members (approval steps name it). */
export const insertRoom = (db: DbOrTx, system: string, memberIds: number[]) =>
  ensureRoom(db, `Phòng duyệt ${tag()}`, system, memberIds, null);
