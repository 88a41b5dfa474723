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
 * First expiry, first out: the unexpired lots of a variant at a warehouse in expiry order, each
 * giving what it holds until `wanted` is covered — but never more than is free, which is on hand
 * minus what approved orders other than `orderId` hold (reserved stock is not offered to others).
 */
export async function planFirstExpiry(
  db: DbOrTx,
  warehouseId: number,
  variantId: number,
  wanted: number,
  orderId: number | null,
): Promise<FirstExpiryPlan> {
  const lots = await lotsFirstExpiry(db, warehouseId, variantId);
  const usable = lots.filter((l) => !l.expired);
  const onHand = usable.reduce((sum, l) => sum + l.on_hand, 0);
  const available = Math.max(0, onHand - (await reservedByOthers(db, warehouseId, variantId, orderId)));
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
  return {
    wanted,
    available,
    shortage: wanted - covered,
    allocations,
    expiredSkipped: lots.length - usable.length,
  };
}
