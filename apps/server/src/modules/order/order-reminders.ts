import { sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { createRepeatingJob, type RepeatingJob } from '../../platform/jobs/repeating-job.js';
import { approversOfStep, roomMemberIdsOf } from './order-approval.js';
import { noticeEscalation, noticeReminder } from './order.notices.js';
import { insertEvents } from './order.repository.js';

/** The scheduler looks for overdue steps this often. */
export const REMINDER_EVERY_MS = 5 * 60_000;

interface DueStep {
  step_id: number;
  order_id: number;
  position: number;
  name: string;
  system: string | null;
  room_id: number | null;
  escalate_room_id: number | null;
  hours: number;
  code: string;
  account_id: number;
  created_by: number | null;
  total: string | number;
  account_name: string | null;
}

/**
 * Marks the waiting steps past their reminder (or escalation) time as done, answering them; the
 * conditional update makes a second run, or a second server, pick each step once.
 */
async function takeDue(tx: DbOrTx, kind: 'remind' | 'escalate', now: Date): Promise<DueStep[]> {
  const hours = kind === 'remind' ? sql.raw('remind_after_hours') : sql.raw('escalate_after_hours');
  const mark = kind === 'remind' ? sql.raw('reminded_at') : sql.raw('escalated_at');
  return rowsOf<DueStep>(
    await tx.execute(sql`
      with due as (
        update order_approval_steps s set ${mark} = ${now.toISOString()}::timestamptz
        from orders o
        where s.state = 'waiting' and s.${mark} is null and s.${hours} is not null
          and s.waiting_since + make_interval(hours => s.${hours}) <= ${now.toISOString()}::timestamptz
          and o.id = s.order_id and o.status = 'pending' and o.approval_round = s.round
        returning s.id as step_id, s.order_id, s.position, s.name, s.system, s.room_id, s.escalate_room_id,
          s.${hours} as hours, o.code, o.account_id, o.created_by, o.total
      )
      select due.*, (select a.fullname from accounts a where a.id = due.account_id) as account_name from due`),
  );
}

/**
 * One pass (docs/orders.md "Reminders"): a step waiting longer than its reminder time reminds its
 * approvers once; one waiting longer than its escalation time tells the escalation room (or the
 * approvers again when the step names none). Each is an event on the order and an audit row.
 */
export async function runReminders(db: Db, now: Date): Promise<{ reminded: number[]; escalated: number[] }> {
  return db.transaction(async (tx) => {
    const result = { reminded: [] as number[], escalated: [] as number[] };
    for (const kind of ['remind', 'escalate'] as const) {
      for (const step of await takeDue(tx, kind, now)) {
        const order = {
          id: step.order_id,
          code: step.code,
          accountId: step.account_id,
          createdBy: step.created_by,
          total: Number(step.total),
          accountName: step.account_name ?? step.code,
        };
        const approvers = await approversOfStep(tx, { roomId: step.room_id, system: step.system }, now);
        if (kind === 'remind') {
          await noticeReminder(tx, order, step.name, step.hours, approvers);
        } else {
          const room =
            step.escalate_room_id === null ? approvers : await roomMemberIdsOf(tx, step.escalate_room_id);
          await noticeEscalation(tx, order, step.name, step.hours, room);
        }
        await insertEvents(tx, [
          {
            orderId: step.order_id,
            kind: kind === 'remind' ? 'reminded' : 'escalated',
            stepPosition: step.position,
          },
        ]);
        (kind === 'remind' ? result.reminded : result.escalated).push(step.order_id);
      }
    }
    await recordAudits(
      tx,
      [
        ...result.reminded.map((id) => ({ id, action: 'remind' })),
        ...result.escalated.map((id) => ({ id, action: 'escalate' })),
      ].map(({ id, action }) => ({ entity: 'order' as const, entityId: id, action, actorId: null })),
    );
    return result;
  });
}

/** Runs `runReminders` at start and every few minutes; `stop` waits for a run in progress. */
export function createOrderReminderScheduler(
  db: Db,
  options: { onError: (error: unknown) => void; now?: () => Date },
): RepeatingJob {
  const now = options.now ?? (() => new Date());
  return createRepeatingJob({
    run: async () => {
      await runReminders(db, now());
      return REMINDER_EVERY_MS;
    },
    retryMs: REMINDER_EVERY_MS,
    onError: options.onError,
  });
}
