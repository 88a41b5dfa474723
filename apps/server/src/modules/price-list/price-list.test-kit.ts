import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/database.js';
import { areas, zones } from '../locate/index.js';
import { products, productVariants, units, variantUnits } from '../product/index.js';

/**
 * Test-only catalogue rows for price-list tests (never imported by production code): the product
 * module owns these tables; tests insert the few rows they price.
 */
const tag = () => randomBytes(3).toString('hex');

export interface KitVariant {
  productId: number;
  variantId: number;
  code: string;
  /** Unit ids: [base, box]. */
  unitIds: [number, number];
}

export async function insertUnits(db: DbOrTx): Promise<{ piece: number; box: number; other: number }> {
  const t = tag();
  const [piece, box, other] = await db
    .insert(units)
    .values([
      { code: `chai-${t}`, name: `Chai ${t}` },
      { code: `thung-${t}`, name: `Thùng ${t}` },
      { code: `goi-${t}`, name: `Gói ${t}` },
    ])
    .returning({ id: units.id });
  return { piece: piece!.id, box: box!.id, other: other!.id };
}

/** An active out product with `count` variants, each sold in `piece` (factor 1) and `box` (24). */
export async function insertProduct(
  db: DbOrTx,
  unitIds: { piece: number; box: number },
  options: { name?: string; count?: number; status?: 'active' | 'inactive' } = {},
): Promise<KitVariant[]> {
  const code = `SP${tag()}`.toUpperCase();
  const name = options.name ?? `Nước suối ${code}`;
  const [product] = await db
    .insert(products)
    .values({
      direction: 'out',
      code,
      name,
      brand: 'Lavie',
      status: options.status ?? 'active',
      searchText: `${code} ${name}`.toLowerCase(),
    })
    .returning({ id: products.id });
  const variants: KitVariant[] = [];
  for (let i = 1; i <= (options.count ?? 1); i++) {
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: product!.id,
        code: `${code}-${i}`,
        name: `${name} ${i}`,
        optionValues: [`${i}`],
        baseUnitId: unitIds.piece,
        position: i,
      })
      .returning({ id: productVariants.id });
    await db.insert(variantUnits).values([
      { variantId: variant!.id, unitId: unitIds.piece, factor: 1 },
      { variantId: variant!.id, unitId: unitIds.box, factor: 24 },
    ]);
    variants.push({
      productId: product!.id,
      variantId: variant!.id,
      code: `${code}-${i}`,
      unitIds: [unitIds.piece, unitIds.box],
    });
  }
  return variants;
}

/** An area with one zone. */
export async function insertArea(
  db: DbOrTx,
  name = `Vùng ${tag()}`,
): Promise<{ areaId: number; zoneId: number }> {
  const [area] = await db
    .insert(areas)
    .values({ code: `V${tag()}`, name, region: 'north' })
    .returning({ id: areas.id });
  const [zone] = await db
    .insert(zones)
    .values({ code: `K${tag()}`, name: `Khu vực ${tag()}`, areaId: area!.id, provinceCodes: ['01'] })
    .returning({ id: zones.id });
  return { areaId: area!.id, zoneId: zone!.id };
}
