import { sql } from 'drizzle-orm';
import { orderStatuses, type OrderStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { orders } from './order.tables.js';
import type { OrderScopeFacts } from './order-scope.js';

/** One sample order as the list and report tests reason about it. */
export interface SampleOrder extends OrderScopeFacts {
  id: number;
  status: OrderStatus;
  accountSystem: string;
  total: number;
  /** Created inside the last days (the rest over a year ago). */
  recent: boolean;
}

export interface OrderSample {
  staffId: number;
  /** NPP, CHTH, NPP, CHTH, NPP, CHTH. */
  partnerIds: number[];
  orders: SampleOrder[];
}

const PARTNER_TYPES = ['NPP', 'CHTH', 'NPP', 'CHTH', 'NPP', 'CHTH'] as const;

/**
 * 360 orders over one staff member and six partners, every combination of the facts that decide
 * who sees an order turning up: zones 1, 2 or none, areas 10, 20 or none; placed by a partner or by
 * the staff member; authored by nobody, the staff member or another partner; sold or not; a seller
 * or none; recent or over a year old. Areas and zones are bare numbers (orders copy them, no key).
 */
export async function insertOrderSample(db: DbOrTx): Promise<OrderSample> {
  const accountId = async (username: string, type: string) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into accounts (username, password_hash, fullname, type, system_key)
        values (${username}, 'x', ${username}, ${type}, ${type}) returning id`),
    )[0]!.id;
  const staffId = await accountId('sample.staff', 'AD');
  const partnerIds: number[] = [];
  for (const [i, type] of PARTNER_TYPES.entries()) partnerIds.push(await accountId(`sample.p${i}`, type));

  const values = Array.from({ length: 360 }, (_, i) => {
    const ownOrder = i % 7 === 0;
    const account = ownOrder ? staffId : partnerIds[i % partnerIds.length]!;
    const total = 1_000 * ((i % 13) + 1);
    return {
      code: `SAMPLE${i}`,
      status: orderStatuses[i % orderStatuses.length]!,
      accountId: account,
      accountSystem: ownOrder ? 'AD' : PARTNER_TYPES[i % partnerIds.length]!,
      zoneId: [1, 2, null][i % 3]!,
      areaId: [10, 20, null][Math.floor(i / 3) % 3]!,
      createdBy: [null, staffId, partnerIds[(i + 2) % partnerIds.length]!][Math.floor(i / 9) % 3]!,
      sellerId: i % 4 === 0 ? null : partnerIds[(i + 1) % partnerIds.length]!,
      deliveryAddress: 'Hà Nội',
      subtotal: total,
      total,
      createdAt: i % 11 === 0 ? new Date(Date.now() - 400 * 86_400_000) : new Date(),
    };
  });
  const inserted = await db.insert(orders).values(values).returning({ id: orders.id, code: orders.code });
  const idOf = new Map(inserted.map((r) => [r.code, r.id]));
  return {
    staffId,
    partnerIds,
    orders: values.map((v, i) => ({
      id: idOf.get(v.code)!,
      status: v.status,
      accountId: v.accountId,
      accountSystem: v.accountSystem,
      sellerId: v.sellerId,
      createdBy: v.createdBy,
      areaId: v.areaId,
      zoneId: v.zoneId,
      total: v.total,
      recent: i % 11 !== 0,
    })),
  };
}
