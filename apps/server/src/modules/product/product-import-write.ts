import { foldVietnamese, variantDisplayName, type ProductDirection, type ProductInput } from '@kenh/contract';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { canonicalValues, formatProductCode, variantCodes } from './product-write.js';
import { insertProducts, refreshSearchText } from './product.repository.js';
import {
  insertBarcodes,
  insertVariants,
  insertVariantUnits,
  takenVariantCodes,
} from './variant.repository.js';

export interface ImportedProduct {
  direction: ProductDirection;
  input: ProductInput;
}

const fold = (s: string) => foldVietnamese(s).trim();

/**
 * Writes checked new products in a few multi-row statements (products, variants, their units,
 * barcodes, the search texts, the audit rows) instead of a dozen statements per product: the import
 * has already checked every row against the catalogue in the same transaction.
 */
export async function insertImportedProducts(
  tx: DbOrTx,
  caller: Caller,
  imported: readonly ImportedProduct[],
): Promise<{ products: number; variants: number }> {
  const uncoded = imported.filter((p) => !p.input.code).length;
  let next = uncoded > 0 ? await takeNumbers(tx, 'product.product', uncoded) : 0;
  const codes = imported.map((p) => p.input.code ?? formatProductCode(next++));
  const variantCodeLists = imported.map((p, i) => variantCodes(codes[i]!, p.input, new Map()));

  // Generated variant codes may meet a code given elsewhere in the file or in the catalogue.
  const all = variantCodeLists.flat();
  const seen = new Set<string>();
  const repeated = all.some((c) => seen.size === seen.add(fold(c)).size);
  if (repeated || (await takenVariantCodes(tx, all)).size > 0) {
    throw new AppError(409, 'product.variant_code_taken');
  }

  const author = { createdBy: caller.accountId, updatedBy: caller.accountId };
  const productIds = await insertProducts(
    tx,
    imported.map((p, i) => ({
      direction: p.direction,
      code: codes[i]!,
      name: p.input.name,
      categoryId: p.input.category_id ?? null,
      brand: p.input.brand ?? null,
      description: p.input.description ?? null,
      status: p.input.status,
      options: p.input.options,
      unitsPerBox: p.input.units_per_box ?? null,
      ...author,
    })),
  );
  const variants = imported.flatMap((p, i) =>
    p.input.variants.map((v, position) => ({
      product: p,
      v,
      code: variantCodeLists[i]![position]!,
      productId: productIds[i]!,
      position,
    })),
  );
  const variantIds = (
    await insertVariants(
      tx,
      variants.map(({ product, v, code, productId, position }) => {
        const values = canonicalValues(product.input, v.option_values);
        return {
          productId,
          code,
          name: v.name ?? variantDisplayName(product.input.name, values),
          optionValues: values,
          baseUnitId: v.units.find((u) => u.factor === 1)!.unit_id,
          unitsPerBox: v.units_per_box ?? product.input.units_per_box ?? null,
          status: v.status,
          position,
          ...author,
        };
      }),
    )
  ).map((row) => row.id);
  await insertVariantUnits(
    tx,
    variants.flatMap(({ v }, i) =>
      v.units.map((u) => ({ variantId: variantIds[i]!, unitId: u.unit_id, factor: u.factor })),
    ),
  );
  await insertBarcodes(
    tx,
    variants.flatMap(({ v }, i) =>
      v.units.flatMap((u) =>
        u.barcode ? [{ barcode: u.barcode, variantId: variantIds[i]!, unitId: u.unit_id }] : [],
      ),
    ),
  );
  await refreshSearchText(tx, productIds);
  await recordAudits(
    tx,
    imported.map((p, i) => ({
      entity: 'product' as const,
      entityId: productIds[i]!,
      action: 'create',
      actorId: caller.accountId,
      after: {
        source: 'import',
        code: codes[i],
        name: p.input.name,
        direction: p.direction,
        category_id: p.input.category_id ?? null,
        brand: p.input.brand ?? null,
        options: p.input.options.map((o) => `${o.name}: ${o.values.join(', ')}`),
        variants: p.input.variants.map((v, position) => variantCodeLists[i]![position]),
      },
    })),
  );
  return { products: productIds.length, variants: variantIds.length };
}
