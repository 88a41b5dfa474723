import { sql } from 'drizzle-orm';
import { formatDate, groupThousands, notificationPaths, warehouseMessages } from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { VIETNAM_TODAY } from '../../platform/db/vietnam-days.js';
import { createRepeatingJob, type RepeatingJob } from '../../platform/jobs/repeating-job.js';
import { noticeText } from '../../platform/markup/notice-text.js';
import { staffHolding } from '../access/index.js';
import { notify } from '../notification/index.js';
import { NEAR_LIMIT } from './stock-sql.js';
import { NEAR_EXPIRY_DAYS } from './warehouse-settings.repository.js';

/** The job looks for lots entering the window (or expiring) this often. */
export const EXPIRY_NOTICE_EVERY_MS = 60 * 60_000;
/** Lots named in one notice; the rest are counted. */
const LOTS_NAMED = 5;

type Kind = 'near_expiry' | 'expired';

interface TakenLot {
  warehouse_id: number;
  kind: Kind;
  warehouse_name: string;
  area_id: number;
  owner_id: number | null;
  lot_code: string;
  expires_on: string;
  product_name: string;
  on_hand: number;
  days: number;
}

/**
 * One pass (docs/warehouse.md "Near expiry"): every lot with stock that entered the near-expiry
 * window, or expired, since the last pass is marked once per warehouse and kind (the insert's
 * conflict rule makes a second run, or a second server, skip it), and each warehouse's keepers —
 * holders of `warehouse.manage` whose scope covers it, and a distributor for its own warehouse — get
 * one notice per kind naming the lots.
 */
export async function runExpiryNotices(db: Db): Promise<{ warehouses: number; lots: number }> {
  return db.transaction(async (tx) => {
    const taken = rowsOf<TakenLot>(
      await tx.execute(sql`
        with due as (
          select b.warehouse_id, b.consignment_id, sum(b.on_hand)::int as on_hand,
                 case when c.expires_on < ${VIETNAM_TODAY}
                      then 'expired' else 'near_expiry' end as kind
          from stock_balances b join consignments c on c.id = b.consignment_id
          where b.on_hand > 0
            and c.expires_on < ${NEAR_LIMIT}
          group by b.warehouse_id, b.consignment_id, c.expires_on
        ), taken as (
          insert into lot_expiry_notices (warehouse_id, consignment_id, kind)
          select warehouse_id, consignment_id, kind from due
          on conflict do nothing
          returning warehouse_id, consignment_id, kind
        )
        select t.warehouse_id, t.kind, w.name as warehouse_name, w.area_id, w.owner_id, c.lot_code,
               c.expires_on::text as expires_on, v.name as product_name, d.on_hand,
               ${NEAR_EXPIRY_DAYS} as days
        from taken t
        join due d on d.warehouse_id = t.warehouse_id and d.consignment_id = t.consignment_id
        join warehouses w on w.id = t.warehouse_id
        join consignments c on c.id = t.consignment_id
        join product_variants v on v.id = c.variant_id
        where w.status = 'active'
        order by t.warehouse_id, t.kind, c.expires_on, c.id`),
    );
    const groups = new Map<string, TakenLot[]>();
    for (const lot of taken) {
      const key = `${lot.warehouse_id}:${lot.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), lot]);
    }
    const keepers = new Map<number, number[]>();
    // Who may read warehouses at all, once per pass: a distributor hears of its own warehouse then.
    let readers: Set<number> | undefined;
    for (const lots of groups.values()) {
      const first = lots[0]!;
      let to = keepers.get(first.warehouse_id);
      if (!to) {
        const staff = await staffHolding(tx, 'warehouse.manage', {
          area: first.area_id,
          account: first.owner_id,
        });
        const owner = first.owner_id;
        if (owner !== null) readers ??= new Set(await staffHolding(tx, 'warehouse'));
        to = owner !== null && readers?.has(owner) ? [...new Set([...staff, owner])] : staff;
        keepers.set(first.warehouse_id, to);
      }
      const named = lots
        .slice(0, LOTS_NAMED)
        .map(
          (l) =>
            `${l.lot_code} (${l.product_name}, ${groupThousands(String(l.on_hand))}, ${formatDate(l.expires_on)})`,
        );
      const more = lots.length > LOTS_NAMED ? ` … +${lots.length - LOTS_NAMED}` : '';
      const expired = first.kind === 'expired';
      await notify(tx, to, {
        module: 'WAREHOUSE',
        title: noticeText(
          warehouseMessages,
          expired ? 'warehouse.notify_expired_title' : 'warehouse.notify_near_expiry_title',
        ),
        content: noticeText(
          warehouseMessages,
          expired ? 'warehouse.notify_expired_body' : 'warehouse.notify_near_expiry_body',
          {
            warehouse: first.warehouse_name,
            n: lots.length,
            days: first.days,
            lots: named.join(', ') + more,
          },
        ),
        path: notificationPaths.warehouse(first.warehouse_id),
        custom_id: String(first.warehouse_id),
        createdBy: null,
      });
    }
    return { warehouses: keepers.size, lots: taken.length };
  });
}

/** Runs `runExpiryNotices` at start and every hour; `stop` waits for a run in progress. */
export function createExpiryNoticeScheduler(db: Db, onError: (error: unknown) => void): RepeatingJob {
  return createRepeatingJob({
    run: async () => {
      await runExpiryNotices(db);
      return EXPIRY_NOTICE_EVERY_MS;
    },
    retryMs: EXPIRY_NOTICE_EVERY_MS,
    onError,
  });
}
