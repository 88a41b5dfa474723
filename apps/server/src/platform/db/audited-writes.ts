import type { AuditedEntity } from '@kenh/contract';
import { recordAudit } from '../audit/audit.js';
import { conflict } from '../http/app-error.js';
import type { Db, Tx } from './database.js';
import { constraintOf, isUniqueViolation } from './pg-errors.js';

/** Unique constraint name → [message key, field] of the 409 it stands for. */
export type UniqueFields = Record<string, readonly [key: string, field: string]>;

/**
 * Runs a write; a unique-index violation (a concurrent insert that won the race past the pre-check)
 * becomes the same 409 as the pre-check, naming the field. Other errors pass unchanged.
 */
export async function guardUnique<T>(fields: UniqueFields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const hit = fields[constraintOf(error) ?? ''];
      if (hit) throw conflict(hit[0], hit[1]);
    }
    throw error;
  }
}

/**
 * The one way to write an audited record: one transaction, the audit row written inside it, and on
 * create/update a unique-index violation turned into a 409 naming the field. The callbacks keep
 * each record's own rules (locks, checks, codes) and return its view; `snapshot` picks the audited
 * fields from a view.
 */
export function auditedWrites<V extends { id: number }>(
  db: Db,
  entity: AuditedEntity,
  unique: UniqueFields,
  snapshot: (view: V) => Record<string, unknown>,
) {
  return {
    /** `insert` checks, inserts and returns the new record's view. */
    create(actorId: number, insert: (tx: Tx) => Promise<V>): Promise<V> {
      return guardUnique(unique, () =>
        db.transaction(async (tx) => {
          const created = await insert(tx);
          await recordAudit(tx, {
            entity,
            entityId: created.id,
            action: 'create',
            actorId,
            after: snapshot(created),
          });
          return created;
        }),
      );
    },

    /** `change` loads (and locks) the record, checks, updates, and returns the views before and after. */
    update(id: number, actorId: number, change: (tx: Tx) => Promise<{ before: V; after: V }>): Promise<V> {
      return guardUnique(unique, () =>
        db.transaction(async (tx) => {
          const { before, after } = await change(tx);
          await recordAudit(tx, {
            entity,
            entityId: id,
            action: 'update',
            actorId,
            before: snapshot(before),
            after: snapshot(after),
          });
          return after;
        }),
      );
    },

    /** `drop` loads (and locks) the record, checks it is unused, deletes it and returns its last view. */
    async remove(id: number, actorId: number, drop: (tx: Tx) => Promise<V>): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await drop(tx);
        await recordAudit(tx, { entity, entityId: id, action: 'delete', actorId, before: snapshot(before) });
      });
    },
  };
}
