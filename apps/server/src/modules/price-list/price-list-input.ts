import type { FieldError, PriceScopeLevel, PriceSystem } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/app-error.js';
import { existingVariants, lookupVariantUnits } from '../product/index.js';
import { existingTargetIds } from './price-list.repository.js';
import { priceKey } from './price-resolver.js';

export interface ListHeader {
  system: PriceSystem;
  scope_level: PriceScopeLevel;
  target_ids: number[];
}

/**
 * The references a body names must exist: targets of the scope level (accounts of the list's
 * system), variants, and each unit among its variant's units. Every bad field is reported at once
 * (400), before anything is written.
 */
export async function checkReferences(
  db: DbOrTx,
  header: ListHeader,
  items: readonly { variant_id: number; unit_id: number }[] | undefined,
): Promise<void> {
  const errors: FieldError[] = [];
  if (header.scope_level !== 'system') {
    const { found, wrongSystem } = await existingTargetIds(
      db,
      header.scope_level,
      header.target_ids,
      header.system,
    );
    header.target_ids.forEach((id, index) => {
      if (!found.has(id))
        errors.push({ field: `target_ids.${index}`, message: 'price-list.target_not_found' });
      else if (wrongSystem.has(id))
        errors.push({ field: `target_ids.${index}`, message: 'price-list.target_wrong_system' });
    });
  }
  if (items && items.length > 0) {
    const [variants, pairs] = await Promise.all([
      existingVariants(
        db,
        items.map((i) => i.variant_id),
      ),
      lookupVariantUnits(
        db,
        items.map((i) => ({ variantId: i.variant_id, unitId: i.unit_id })),
      ),
    ]);
    items.forEach((item, index) => {
      if (!variants.has(item.variant_id))
        errors.push({ field: `items.${index}.variant_id`, message: 'price-list.variant_not_found' });
      else if (!pairs.has(priceKey(item.variant_id, item.unit_id)))
        errors.push({ field: `items.${index}.unit_id`, message: 'price-list.unit_not_of_variant' });
    });
  }
  if (errors.length > 0) throw badRequest('error.bad_request', errors);
}

/** A body's rows keyed `variantId:unitId`. */
export const priceMapOfBody = (
  items: readonly { variant_id: number; unit_id: number; price: number }[],
): Map<string, number> => new Map(items.map((i) => [priceKey(i.variant_id, i.unit_id), i.price]));
