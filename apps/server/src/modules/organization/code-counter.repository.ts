import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { organizationCodeCounters } from './organization.tables.js';

export type CodeKind = 'position' | 'office' | 'unit';

/** CV001 (positions), VP001 (offices), TC001 (organisational units). */
export const CODE_PREFIX: Record<CodeKind, string> = { position: 'CV', office: 'VP', unit: 'TC' };

export function formatCode(kind: CodeKind, n: number): string {
  return `${CODE_PREFIX[kind]}${String(n).padStart(3, '0')}`;
}

/**
 * Takes the next number of a kind inside the caller's transaction. The upsert locks the counter row
 * until the transaction ends, so concurrent creates queue here and never get the same number; a
 * rolled-back create gives its number back.
 */
export async function takeNextCode(tx: DbOrTx, kind: CodeKind): Promise<string> {
  const [row] = await tx
    .insert(organizationCodeCounters)
    .values({ kind, value: 1 })
    .onConflictDoUpdate({
      target: organizationCodeCounters.kind,
      set: { value: sql`${organizationCodeCounters.value} + 1` },
    })
    .returning({ value: organizationCodeCounters.value });
  if (!row) throw new Error('code counter returned nothing');
  return formatCode(kind, row.value);
}

/** The code the next create will get unless someone else creates first (a preview only). */
export async function peekNextCode(db: DbOrTx, kind: CodeKind): Promise<string> {
  const [row] = await db
    .select({ value: organizationCodeCounters.value })
    .from(organizationCodeCounters)
    .where(eq(organizationCodeCounters.kind, kind));
  return formatCode(kind, (row?.value ?? 0) + 1);
}
