import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { HistoryPage, Paging } from '@kenh/contract';
import type { DbOrTx } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { RecordNameRegistry } from '../records/record-names.js';
import { auditActorOf, type ActorDirectory } from './actor-directory.js';
import { auditLog } from './audit.tables.js';

const ofRecord = and(
  eq(auditLog.entity, sql.placeholder('entity')),
  eq(auditLog.entityId, sql.placeholder('entityId')),
);

/** A record's trail rows, newest first: built once and prepared, as every History tab reads it. */
const trailPage = preparedQuery<
  { entity: string; entityId: string; limit: number; offset: number },
  (typeof auditLog.$inferSelect)[]
>('history_page', (db) =>
  db
    .select()
    .from(auditLog)
    .where(ofRecord)
    .orderBy(desc(auditLog.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

const trailCount = preparedQuery<{ entity: string; entityId: string }, { total: number }[]>(
  'history_count',
  (db) =>
    db
      .select({ total: count().mapWith(Number) })
      .from(auditLog)
      .where(ofRecord),
);

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
  const values = { entity, entityId };
  const [rows, totals] = await Promise.all([
    trailPage(db, { ...values, limit: paging.page_size, offset: paging.page * paging.page_size }),
    trailCount(db, values),
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
