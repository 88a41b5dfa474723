import type { AuditedEntity } from '@kenh/contract';
import type { DbOrTx } from '../db/database.js';
import { auditLog } from './audit.tables.js';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

/** Fields never written to the trail, whatever the entity. */
const SECRET_FIELDS = new Set(['passwordHash', 'password_hash', 'password', 'tokenHash', 'token_hash']);

/**
 * Bookkeeping every write touches: the trail records who and when on the entry itself (and which
 * record: a snapshot's own `id` repeats the entry's), and a search column only mirrors other
 * fields — in a record's history they would only be noise.
 */
const BOOKKEEPING_FIELDS = new Set(
  ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'searchText'].flatMap((field) => [
    field,
    field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  ]),
);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Field-by-field difference of two snapshots; secrets are marked changed but never stored, and
 * bookkeeping columns are left out.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (BOOKKEEPING_FIELDS.has(key) || same(from, to)) continue;
    diff[key] = SECRET_FIELDS.has(key) ? { from: '***', to: '***' } : { from, to };
  }
  return diff;
}

export interface AuditEntry {
  /** One of the contract's audited kinds: each has a record access rule (history, files). */
  entity: AuditedEntity;
  entityId: string | number;
  action: AuditAction;
  actorId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Write the trail row inside the caller's transaction, so it exists exactly when the change does. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}

/** Trail rows per insert statement (5 parameters a row keeps well under PostgreSQL's 65 535). */
const AUDIT_INSERT_CHUNK = 1000;

/** Several trail rows (a bulk action) in as few inserts as possible, in the given order. */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDIT_INSERT_CHUNK) {
    await tx.insert(auditLog).values(entries.slice(i, i + AUDIT_INSERT_CHUNK).map(auditRow));
  }
}

function auditRow(entry: AuditEntry) {
  return {
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    actorId: entry.actorId,
    diff: diffRecords(entry.before ?? null, entry.after ?? null),
  };
}
