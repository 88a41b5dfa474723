import { and, count, desc, eq } from 'drizzle-orm';
import type { HistoryEntry, Page, Paging } from '@kenh/contract';
import type { DbOrTx } from '../db/database.js';
import { auditActorOf, type ActorDirectory } from './actor-directory.js';
import { auditLog } from './audit.tables.js';

/** The audit rows of one record, newest first, with the actors' names when known. */
export async function recordHistory(
  db: DbOrTx,
  actors: ActorDirectory,
  entity: string,
  entityId: string,
  paging: Paging,
): Promise<Page<HistoryEntry>> {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(paging.page_size)
      .offset(paging.page * paging.page_size),
    db
      .select({ total: count().mapWith(Number) })
      .from(auditLog)
      .where(where),
  ]);
  const names = await actors.names(rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])));
  return {
    total: totals[0]?.total ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      action: r.action,
      at: r.at.toISOString(),
      actor: auditActorOf(r.actorId, names),
      diff: r.diff,
    })),
  };
}
