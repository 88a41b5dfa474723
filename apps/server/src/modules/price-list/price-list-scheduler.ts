import { sql } from 'drizzle-orm';
import { APPROVED_PRICE_LIST_STATUSES } from '@kenh/contract';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { notifyApplied, type AppliedChange } from './price-list.notices.js';
import { createRepeatingJob, type RepeatingJob } from '../../platform/jobs/repeating-job.js';

/** The scheduler wakes at least this often, whatever the next due moment. */
export const MAX_SLEEP_MS = 60_000;

const APPROVED = sql.raw(APPROVED_PRICE_LIST_STATUSES.map((s) => `'${s}'`).join(','));

interface ChangedRow {
  id: number;
  code: string;
  name: string;
  created_by: number | null;
  updated_by: number | null;
  submitted_by: number | null;
}

const STATUS_OF: Record<AppliedChange, string> = {
  activated: 'active',
  replaced: 'replaced',
  expired: 'expired',
};
const ACTION_OF: Record<AppliedChange, string> = {
  activated: 'activate',
  replaced: 'replace',
  expired: 'expire',
};

async function changed(
  tx: DbOrTx,
  change: AppliedChange,
  query: ReturnType<typeof sql>,
): Promise<ChangedRow[]> {
  const rows = rowsOf<ChangedRow>(await tx.execute(query));
  await recordAudits(
    tx,
    rows.map((r) => ({
      entity: 'price_list' as const,
      entityId: r.id,
      action: ACTION_OF[change],
      actorId: null,
      after: { status: STATUS_OF[change] },
    })),
  );
  for (const row of rows)
    await notifyApplied(
      tx,
      {
        id: row.id,
        code: row.code,
        name: row.name,
        createdBy: row.created_by,
        updatedBy: row.updated_by,
        submittedBy: row.submitted_by,
      },
      change,
    );
  return rows;
}

const RETURNING = sql`returning id, code, name, created_by, updated_by, submitted_by`;

/**
 * Applies every list due at `now` in one transaction (docs/pricing.md): approved lists whose start
 * has come become active, the lists a started newer list of the same scope supersedes become
 * replaced, and those past their end expired; each change audited (no actor: the server) and the
 * author and submitter notified. Idempotent: a second run at the same moment changes nothing, and
 * two server processes running it at once serialise on the rows they update.
 */
export async function runDue(db: Db, now: Date): Promise<Record<AppliedChange, number[]>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const expired = await changed(
      tx,
      'expired',
      sql`update price_lists set status = 'expired', ended_at = ${at}, updated_at = ${at}
          where status in ('approved', 'active') and effective_to <= ${at} ${RETURNING}`,
    );
    const activated = await changed(
      tx,
      'activated',
      sql`update price_lists set status = 'active', activated_at = ${at}, updated_at = ${at}
          where status = 'approved' and effective_from <= ${at} ${RETURNING}`,
    );
    const replaced = await changed(
      tx,
      'replaced',
      sql`update price_lists o set status = 'replaced', ended_at = ${at}, updated_at = ${at}
          where o.status = 'active' and exists (select 1 from price_lists n
            where n.system = o.system and n.scope_key = o.scope_key and n.status in (${APPROVED})
              and n.effective_from > o.effective_from and n.effective_from <= ${at})
          returning o.id, o.code, o.name, o.created_by, o.updated_by, o.submitted_by`,
    );
    return {
      activated: activated.map((r) => r.id),
      replaced: replaced.map((r) => r.id),
      expired: expired.map((r) => r.id),
    };
  });
}

/** The next moment a list is due (a start or an end still ahead of `now`), if any. */
export async function nextDueAt(db: DbOrTx, now: Date): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<{ next: string | Date | null }>(
    await db.execute(sql`
      select least(
        (select min(effective_from) from price_lists where status = 'approved' and effective_from > ${at}),
        (select min(effective_to) from price_lists where status in ('approved', 'active') and effective_to > ${at})
      ) as next`),
  );
  return row?.next ? new Date(row.next) : null;
}

/**
 * Sleeps until the next due moment (at most a minute), runs `runDue`, and goes back to sleep; the
 * first run at start catches up whatever came due while the server was down. `stop` waits for a
 * run in progress.
 */
export function createPriceListScheduler(
  db: Db,
  options: { now?: () => Date; onError: (error: unknown) => void },
): RepeatingJob {
  const now = options.now ?? (() => new Date());
  return createRepeatingJob({
    run: async () => {
      await runDue(db, now());
      const next = await nextDueAt(db, now());
      // A few milliseconds late, so the due moment has surely passed when it runs.
      return next ? Math.min(MAX_SLEEP_MS, Math.max(0, next.getTime() - now().getTime()) + 5) : MAX_SLEEP_MS;
    },
    retryMs: MAX_SLEEP_MS,
    onError: options.onError,
  });
}
