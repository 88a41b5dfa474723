import { and, count, desc, eq } from 'drizzle-orm';
import type { HistoryPage, Paging } from '@kenh/contract';
import type { DbOrTx } from '../db/database.js';
import type { RecordNameRegistry } from '../records/record-names.js';
import { auditActorOf, type ActorDirectory } from './actor-directory.js';
import { auditLog } from './audit.tables.js';

/**
 * The audit rows of one record, newest first, with the actors' names and the names of the records
 * its changes point at, when known.
 */
export async function recordHistory(
  db: DbOrTx,
  directory: { actors: ActorDirectory; recordNames: RecordNameRegistry },
  entity: string,
  entityId: string,
  paging: Paging,
): Promise<HistoryPage> {
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
  const [actorNames, names] = await Promise.all([
    directory.actors.names(rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId]))),
    directory.recordNames.namesIn(
      entity,
      rows.map((r) => r.diff),
    ),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    names,
    results: rows.map((r) => ({
      id: r.id,
      action: r.action,
      at: r.at.toISOString(),
      actor: auditActorOf(r.actorId, actorNames),
      diff: r.diff,
    })),
  };
}
