import type { DbOrTx } from '../../platform/db/database.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { lookupVariantUnits } from '../product/index.js';
import { splitKey } from './price-list-items.repository.js';

/**
 * Every price change of a list in one trail entry (`prices`): per changed row, labelled
 * `<variant code> / <unit>`, the old price and the new (null for an added or removed row).
 */
export async function auditPriceChanges(
  tx: DbOrTx,
  priceListId: number,
  actorId: number | null,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Promise<{ added: number; changed: number; removed: number }> {
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter(
    (k) => before.get(k) !== after.get(k),
  );
  if (keys.length === 0) return { added: 0, changed: 0, removed: 0 };
  // The catalogue's own lookup: the key of a row is the catalogue's variant-unit key.
  const units = await lookupVariantUnits(tx, keys.map(splitKey));
  const from: Record<string, number | null> = {};
  const to: Record<string, number | null> = {};
  let added = 0;
  let removed = 0;
  for (const key of keys) {
    const unit = units.get(key);
    const label = unit ? `${unit.variantCode} / ${unit.unitName}` : key;
    from[label] = before.get(key) ?? null;
    to[label] = after.get(key) ?? null;
    if (!before.has(key)) added++;
    if (!after.has(key)) removed++;
  }
  await recordAudit(tx, {
    entity: 'price_list',
    entityId: priceListId,
    action: 'prices',
    actorId,
    before: from,
    after: to,
  });
  return { added, changed: keys.length - added - removed, removed };
}
