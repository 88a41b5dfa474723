import { inArray } from 'drizzle-orm';
import { barcodeCheckDigit, variantDefaultCode, variantDisplayName } from '@kenh/contract';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { accounts } from '../account/index.js';
import {
  DEMO_CATEGORIES,
  DEMO_CONVERSIONS,
  DEMO_LINES,
  DEMO_UNITS,
  type DemoLine,
  type DemoSize,
} from './product.demo-catalogue.js';
import { formatProductCode } from './product-write.js';
import { refreshSearchText } from './product.repository.js';
import {
  accountProducts,
  productBarcodes,
  productCategories,
  productRatings,
  products,
  productVariants,
  unitConversions,
  units,
  variantUnits,
} from './product.tables.js';

const COMMENTS = [
  'Hàng giao đúng hẹn, đóng gói cẩn thận',
  'Bán chạy, khách quen hỏi mua thường xuyên',
  'Giá tốt so với thị trường',
  'Hạn sử dụng còn dài',
  'Thùng bị móp một góc nhưng hàng bên trong vẫn tốt',
  'Mong nhà phân phối có thêm khuyến mãi',
  null,
];

interface DemoVariant {
  values: string[];
  size: DemoSize;
  status: 'active' | 'inactive';
}

interface DemoProduct {
  line: DemoLine;
  name: string;
  options: { name: string; values: string[] }[];
  variants: DemoVariant[];
}

/** A line becomes one product with flavour × size variants, or one product per name and size. */
function expand(line: DemoLine): DemoProduct[] {
  if (line.flavours) {
    return line.names.map((name) => ({
      line,
      name,
      options: [
        { name: 'Hương vị', values: [...line.flavours!] },
        { name: 'Quy cách', values: line.sizes.map((s) => s.label) },
      ],
      variants: line.flavours!.flatMap((flavour) =>
        line.sizes.map((size) => ({ values: [flavour, size.label], size, status: 'active' as const })),
      ),
    }));
  }
  return line.names.flatMap((name) =>
    line.sizes.map((size) => ({
      line,
      name: `${name} ${size.label}`,
      options: [],
      variants: [{ values: [], size, status: 'active' as const }],
    })),
  );
}

/**
 * The demo catalogue: 12 units and their conversions, 15 out and 3 in categories, about 300
 * products with their variants, units, EAN-13 barcodes (893 prefix, valid check digits), some
 * ratings and the regular products of the rating accounts — a few bulk inserts.
 */
export async function seedProductDemo({ ctx, admin }: SeedContext): Promise<void> {
  const db = ctx.db;
  // Seeded once: a catalogue with units already has its data.
  if ((await db.select({ id: units.id }).from(units).limit(1)).length > 0) return;
  const actor = (await admin()).accountId;
  const author = { createdBy: actor, updatedBy: actor };

  const unitRows = await db
    .insert(units)
    .values(DEMO_UNITS.map((u) => ({ ...u, ...author })))
    .returning({ id: units.id, code: units.code });
  const unitId = new Map(unitRows.map((u) => [u.code, u.id]));
  await db.insert(unitConversions).values(
    DEMO_CONVERSIONS.map(([unit, inner, quantity]) => ({
      unitId: unitId.get(unit)!,
      innerUnitId: unitId.get(inner)!,
      quantity,
    })),
  );

  const firstCategory = await takeNumbers(db, 'product.category', DEMO_CATEGORIES.length);
  const categoryCode = (i: number) => `DM${String(firstCategory + i).padStart(4, '0')}`;
  const categoryId = new Map<string, number>();
  for (const level of [false, true]) {
    const rows = DEMO_CATEGORIES.flatMap((c, i) => (Boolean(c.parent) === level ? [{ c, i }] : []));
    const inserted = await db
      .insert(productCategories)
      .values(
        rows.map(({ c, i }) => ({
          direction: c.direction,
          parentId: c.parent ? categoryId.get(c.parent)! : null,
          code: categoryCode(i),
          name: c.name,
          sortOrder: i,
          ...author,
        })),
      )
      .returning({ id: productCategories.id });
    rows.forEach(({ c }, n) => categoryId.set(c.key, inserted[n]!.id));
  }

  const demo = DEMO_LINES.flatMap(expand);
  const firstProduct = await takeNumbers(db, 'product.product', demo.length);
  const productRows = await db
    .insert(products)
    .values(
      demo.map((p, i) => ({
        direction: p.line.direction ?? 'out',
        code: formatProductCode(firstProduct + i),
        name: p.name,
        categoryId: categoryId.get(p.line.category)!,
        brand: p.line.brand,
        description: `${p.name} – ${p.line.brand}. Hàng chính hãng, phân phối toàn quốc.`,
        // Every 29th product has been discontinued.
        status: i % 29 === 28 ? ('inactive' as const) : ('active' as const),
        options: p.options,
        unitsPerBox: p.variants[0]!.size.outer.find(([u]) => u === 'thung')?.[1] ?? null,
        ...author,
      })),
    )
    .returning({ id: products.id, code: products.code });

  const variantValues = demo.flatMap((p, i) =>
    p.variants.map((v, position) => ({
      productId: productRows[i]!.id,
      code: variantDefaultCode(productRows[i]!.code, position),
      name: variantDisplayName(p.name, v.values),
      optionValues: v.values,
      baseUnitId: unitId.get(v.size.base)!,
      unitsPerBox: v.size.outer.find(([u]) => u === 'thung')?.[1] ?? null,
      status: v.status,
      position,
      ...author,
    })),
  );
  const variantRows = await db
    .insert(productVariants)
    .values(variantValues)
    .returning({ id: productVariants.id });
  const flat = demo.flatMap((p) => p.variants.map((v) => ({ line: p.line, v })));

  // EAN-13: 893 + the brand's four digits + a five-digit item number + the check digit.
  const nextItem = new Map<string, number>();
  const barcode = (gs1: string) => {
    const item = (nextItem.get(gs1) ?? 0) + 1;
    nextItem.set(gs1, item);
    const body = `893${gs1}${String(item).padStart(5, '0')}`;
    return `${body}${barcodeCheckDigit(body)}`;
  };
  const unitValues = flat.flatMap(({ v }, i) => [
    { variantId: variantRows[i]!.id, unitId: unitId.get(v.size.base)!, factor: 1 },
    ...v.size.outer.map(([unit, factor]) => ({
      variantId: variantRows[i]!.id,
      unitId: unitId.get(unit)!,
      factor,
    })),
  ]);
  await db.insert(variantUnits).values(unitValues);
  await db.insert(productBarcodes).values(
    flat.flatMap(({ line, v }, i) => [
      { barcode: barcode(line.gs1), variantId: variantRows[i]!.id, unitId: unitId.get(v.size.base)! },
      ...v.size.outer
        .filter(([unit]) => unit === 'thung')
        .map(([unit]) => ({
          barcode: barcode(line.gs1),
          variantId: variantRows[i]!.id,
          unitId: unitId.get(unit)!,
        })),
    ]),
  );
  await refreshSearchText(
    db,
    productRows.map((p) => p.id),
  );

  // Ratings by grocery stores and customers, spread over the variants (a fixed pseudo-random walk).
  const raters = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.type, ['CHTH', 'KH']))
    .limit(40);
  if (raters.length > 0) {
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    await db.insert(productRatings).values(
      Array.from({ length: 160 }, () => ({
        variantId: variantRows[next(variantRows.length)]!.id,
        accountId: raters[next(raters.length)]!.id,
        stars: [5, 5, 4, 4, 4, 3, 2][next(7)]!,
        comment: COMMENTS[next(COMMENTS.length)] ?? null,
      })),
    );
    // The same accounts' regular products (the order picker lists them first): eight sold products each.
    const sold = productRows.filter((_, i) => (demo[i]!.line.direction ?? 'out') === 'out');
    await db.insert(accountProducts).values(
      raters.flatMap((rater) => {
        const picked = new Set<number>();
        while (picked.size < 8) picked.add(sold[next(sold.length)]!.id);
        return [...picked].map((productId) => ({ accountId: rater.id, productId }));
      }),
    );
  }
}
