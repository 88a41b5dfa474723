import type { AuditedEntity } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { guardUnique, type UniqueFields } from './search.js';

/**
 * The write skeleton every organisation record shares (offices, positions, units, unit types): one
 * transaction, the audit row written inside it, and on create/update a unique-index violation turned
 * into the same 409 as the pre-check. The callbacks keep each record's own rules (locks, checks,
 * codes) and return its view; `snapshot` picks the audited fields from a view.
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
