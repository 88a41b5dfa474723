import type { LotAllocation } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { lotsFirstExpiry, reservedByOthers } from './stock.repository.js';

export interface FirstExpiryPlan {
  wanted: number;
  available: number;
  shortage: number;
  allocations: LotAllocation[];
  expiredSkipped: number;
}

/**
 * First expiry, first out, for each variant wanted at a warehouse: its unexpired lots in expiry order,
 * each giving what it holds until the wanted quantity is covered — but never more than is free,
 * which is on hand minus what approved orders other than `orderId` hold (reserved stock is not
 * offered to others). Two queries, however many variants.
 */
export async function planFirstExpiry(
  db: DbOrTx,
  warehouseId: number,
  wants: ReadonlyMap<number, number>,
  orderId: number | null,
): Promise<Map<number, FirstExpiryPlan>> {
  const variantIds = [...wants.keys()];
  const [lots, held] = await Promise.all([
    lotsFirstExpiry(db, warehouseId, variantIds),
    reservedByOthers(db, warehouseId, variantIds, orderId),
  ]);
  const plans = new Map<number, FirstExpiryPlan>();
  for (const [variantId, wanted] of wants) {
    const own = lots.filter((l) => l.variant_id === variantId);
    const usable = own.filter((l) => !l.expired);
    const onHand = usable.reduce((sum, l) => sum + l.on_hand, 0);
    const available = Math.max(0, onHand - (held.get(variantId) ?? 0));
    let left = Math.min(wanted, available);
    const allocations: LotAllocation[] = [];
    for (const lot of usable) {
      if (left === 0) break;
      const take = Math.min(left, lot.on_hand);
      allocations.push({
        consignment_id: lot.consignment_id,
        lot_code: lot.lot_code,
        expires_on: lot.expires_on,
        on_hand: lot.on_hand,
        take,
        near_expiry: lot.near_expiry,
      });
      left -= take;
    }
    const covered = allocations.reduce((sum, a) => sum + a.take, 0);
    plans.set(variantId, {
      wanted,
      available,
      shortage: wanted - covered,
      allocations,
      expiredSkipped: own.length - usable.length,
    });
  }
  return plans;
}
