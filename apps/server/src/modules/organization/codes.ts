import type { DbOrTx } from '../../platform/db/database.js';
import { peekNextNumber, takeNextNumber } from '../../platform/codes/code-counters.js';

export type CodeKind = 'position' | 'office' | 'unit';

/** CV001 (positions), VP001 (offices), TC001 (organisational units). */
export const CODE_PREFIX: Record<CodeKind, string> = { position: 'CV', office: 'VP', unit: 'TC' };

export function formatCode(kind: CodeKind, n: number): string {
  return `${CODE_PREFIX[kind]}${String(n).padStart(3, '0')}`;
}

const scopeOf = (kind: CodeKind) => `organization.${kind}`;

/** The next code of a kind, taken inside the creating transaction (see `takeNextNumber`). */
export async function takeNextCode(tx: DbOrTx, kind: CodeKind): Promise<string> {
  return formatCode(kind, await takeNextNumber(tx, scopeOf(kind)));
}

/** The code the next create will get unless someone else creates first (a preview only). */
export async function peekNextCode(db: DbOrTx, kind: CodeKind): Promise<string> {
  return formatCode(kind, await peekNextNumber(db, scopeOf(kind)));
}
