import {
  foldVietnamese,
  variantDefaultCode,
  variantDisplayName,
  type ProductDirection,
  type ProductInput,
} from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { takeNextNumber } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { sqlStateOf } from '../../platform/db/pg-errors.js';
import { AppError, badRequest, conflict } from '../../platform/http/app-error.js';
import type { FieldError } from '@kenh/contract';
import type { DeleteProtectionRegistry } from '../../platform/modules/delete-protection.js';
import { findCategory } from './category.repository.js';
import {
  insertProduct,
  productCodeTaken,
  refreshSearchText,
  updateProduct,
  type ProductRow,
} from './product.repository.js';
import { existingUnitIds } from './unit.repository.js';
import {
  barcodeHolders,
  deleteVariants,
  insertVariants,
  setBarcodes,
  setVariantUnits,
  takenVariantCodes,
  updateVariant,
  variantsOfProducts,
  type BarcodeHolder,
} from './variant.repository.js';

export const formatProductCode = (n: number) => `SP${String(n).padStart(6, '0')}`;
const fold = (value: string) => foldVietnamese(value).trim();

/** "Sting Dâu 330ml (SP000012-01), thùng": who holds a barcode, for the 409. */
export const holderText = (h: BarcodeHolder) => `${h.variantName} (${h.variantCode}), ${h.unitName}`;

/** 409 naming the variant and unit already holding the first taken barcode; every taken one is a field error. */
export function barcodeTaken(taken: { holder: BarcodeHolder; field: string }[]): AppError {
  const first = taken[0]!.holder;
  return new AppError(409, 'product.barcode_taken', {
    params: { barcode: first.barcode, holder: holderText(first) },
    errors: taken.map((t) => ({ field: t.field, message: 'product.barcode_in_use' })),
  });
}

/**
 * Runs a delete that rows of other modules may still point at through a `restrict` foreign key
 * (a price list's item names a variant in a unit): the violation becomes a 409 `messageKey`
 * instead of a 500, and the transaction rolls back.
 */
export async function unlessHeld<T>(messageKey: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // 23001: `on delete restrict`; 23503: the default `no action`.
    if (['23001', '23503'].includes(sqlStateOf(error) ?? '')) throw new AppError(409, messageKey);
    throw error;
  }
}

/** Unknown units anywhere in the variants: 400 naming each field. */
export async function checkUnits(
  tx: DbOrTx,
  units: readonly { unitId: number; field: string }[],
): Promise<void> {
  const known = await existingUnitIds(
    tx,
    units.map((u) => u.unitId),
  );
  const errors: FieldError[] = units
    .filter((u) => !known.has(u.unitId))
    .map((u) => ({ field: u.field, message: 'product.unit_invalid' }));
  if (errors.length > 0) throw badRequest('product.unit_invalid', errors);
}

/**
 * Writes a product and its variants (create, or update of `existing`) after the catalogue-wide
 * checks the schema cannot do: category of the same direction, units that exist, variant ids of this
 * product, product and variant codes and barcodes free elsewhere. Variants missing from the input
 * are deleted (unless another module holds them). Images are the caller's business. Returns the id.
 */
export async function writeProduct(
  tx: DbOrTx,
  protection: DeleteProtectionRegistry,
  caller: Caller,
  direction: ProductDirection,
  input: ProductInput,
  existing?: ProductRow,
): Promise<number> {
  if (input.category_id) {
    const category = await findCategory(tx, input.category_id);
    if (!category || category.direction !== direction) {
      throw badRequest('product.category_invalid', [
        { field: 'category_id', message: 'product.category_invalid' },
      ]);
    }
  }
  await checkUnits(
    tx,
    input.variants.flatMap((v, i) =>
      v.units.map((u, j) => ({ unitId: u.unit_id, field: `variants.${i}.units.${j}.unit_id` })),
    ),
  );
  const current = existing ? await variantsOfProducts(tx, [existing.id]) : [];
  const currentById = new Map(current.map((v) => [v.id, v]));
  const foreign = input.variants.findIndex((v) => v.id !== undefined && !currentById.has(v.id));
  if (foreign >= 0) {
    throw badRequest('product.variant_foreign', [
      { field: `variants.${foreign}.id`, message: 'product.variant_foreign' },
    ]);
  }

  const code = input.code ?? existing?.code ?? formatProductCode(await takeNextNumber(tx, 'product.product'));
  if (await productCodeTaken(tx, code, existing?.id)) throw conflict('product.code_taken', 'code');

  const barcodes = input.variants.flatMap((v, i) =>
    v.units.flatMap((u, j) =>
      u.barcode ? [{ barcode: u.barcode, field: `variants.${i}.units.${j}.barcode` }] : [],
    ),
  );
  const holders = await barcodeHolders(
    tx,
    barcodes.map((b) => b.barcode),
  );
  const taken = barcodes.flatMap((b) => {
    const holder = holders.find((h) => h.barcode === b.barcode && h.productId !== existing?.id);
    return holder ? [{ holder, field: b.field }] : [];
  });
  if (taken.length > 0) throw barcodeTaken(taken);

  const codes = variantCodes(code, input, currentById);
  const clash = await takenVariantCodes(tx, codes, existing?.id);
  const clashes = codes.flatMap((c, i) =>
    clash.has(fold(c)) ? [{ field: `variants.${i}.code`, message: 'product.variant_code_taken' }] : [],
  );
  if (clashes.length > 0) throw new AppError(409, 'product.variant_code_taken', { errors: clashes });

  const values = {
    code,
    name: input.name,
    categoryId: input.category_id ?? null,
    brand: input.brand ?? null,
    description: input.description ?? null,
    status: input.status,
    options: input.options,
    unitsPerBox: input.units_per_box ?? null,
    updatedBy: caller.accountId,
  };
  const productId = existing
    ? (await updateProduct(tx, existing.id, values), existing.id)
    : (await insertProduct(tx, { ...values, direction, createdBy: caller.accountId })).id;

  const kept = new Set(input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const removed = current.filter((v) => !kept.has(v.id)).map((v) => v.id);
  for (const id of removed) await protection.assertDeletable(tx, 'product_variant', id);
  await unlessHeld('product.variant_in_use', () => deleteVariants(tx, removed));

  const rows = input.variants.map((v, position) => {
    const values = canonicalValues(input, v.option_values);
    return {
      productId,
      code: codes[position]!,
      name: v.name ?? variantDisplayName(input.name, values),
      optionValues: values,
      baseUnitId: v.units.find((u) => u.factor === 1)!.unit_id,
      unitsPerBox: v.units_per_box ?? input.units_per_box ?? null,
      status: v.status,
      position,
      updatedBy: caller.accountId,
    };
  });
  const fresh = await insertVariants(
    tx,
    rows
      .filter((_, i) => input.variants[i]!.id === undefined)
      .map((r) => ({ ...r, createdBy: caller.accountId })),
  );
  let next = 0;
  const variantIds: number[] = [];
  for (const [i, row] of rows.entries()) {
    const id = input.variants[i]!.id;
    if (id === undefined) {
      variantIds.push(fresh[next++]!.id);
    } else {
      await updateVariant(tx, id, row);
      variantIds.push(id);
    }
  }
  for (const [i, v] of input.variants.entries()) {
    const list = v.units.map((u) => ({ unitId: u.unit_id, factor: u.factor }));
    await unlessHeld('product.variant_unit_in_use', () => setVariantUnits(tx, variantIds[i]!, list));
  }
  await setBarcodes(
    tx,
    variantIds,
    input.variants.flatMap((v, i) =>
      v.units.flatMap((u) =>
        u.barcode ? [{ barcode: u.barcode, variantId: variantIds[i]!, unitId: u.unit_id }] : [],
      ),
    ),
  );
  await refreshSearchText(tx, [productId]);
  return productId;
}

/** The option values as the options spell them (the schema matched them ignoring case and accents). */
export function canonicalValues(input: ProductInput, values: readonly string[]): string[] {
  return values.map((value, o) => input.options[o]?.values.find((v) => fold(v) === fold(value)) ?? value);
}

/**
 * Each variant's code: the one given, else its current code, else the product code with the next
 * free two-digit suffix. Codes repeated within the form are a 400 on the later one.
 */
export function variantCodes(
  productCode: string,
  input: ProductInput,
  current: ReadonlyMap<number, { code: string }>,
): string[] {
  const chosen = input.variants.map(
    (v) => v.code ?? (v.id !== undefined ? current.get(v.id)?.code : undefined),
  );
  const used = new Set(chosen.flatMap((c) => (c ? [fold(c)] : [])));
  let suffix = 0;
  const codes = chosen.map((c) => {
    if (c) return c;
    let generated = variantDefaultCode(productCode, suffix++);
    while (used.has(fold(generated))) generated = variantDefaultCode(productCode, suffix++);
    used.add(fold(generated));
    return generated;
  });
  const seen = new Set<string>();
  const repeated = codes.flatMap((c, i) => {
    const hit = seen.has(fold(c));
    seen.add(fold(c));
    return hit ? [{ field: `variants.${i}.code`, message: 'product.variant_code_taken' }] : [];
  });
  if (repeated.length > 0) throw badRequest('product.variant_code_taken', repeated);
  return codes;
}
