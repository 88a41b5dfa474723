import type { AuditedEntity, HistoryNames } from '@kenh/contract';
import { integerRecordId } from './record-access.js';

/** Names records of one kind by id (a staff member's full name, an area's name); unknown ids are left out. */
export type RecordNamer = (ids: number[]) => Promise<Map<number, string>>;

/** The audited fields of one kind that hold ids of another kind: field → the kind it names. */
export type RecordReferences = Readonly<Record<string, AuditedEntity>>;

/** One change as the trail stores it: the values before and after, per field. */
type TrailDiff = Record<string, { from: unknown; to: unknown }>;

/** The record ids a stored value holds: one id, or a list of them (a role's accounts). */
function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.flatMap((v) => {
    const id = typeof v === 'number' || typeof v === 'string' ? integerRecordId(String(v)) : null;
    return id === null ? [] : [id];
  });
}

/**
 * How a record's history names the records its fields point at, without the platform knowing any
 * module: each module registers a namer for the kinds it owns and, for the kinds it audits, which
 * fields hold ids of which kind (docs/platform.md "Audit trail"). The history call then shows
 * "Người ký: Bùi Thị Hương" instead of "Người ký: 3".
 */
export class RecordNameRegistry {
  private readonly namers = new Map<AuditedEntity, RecordNamer>();
  private readonly references = new Map<AuditedEntity, RecordReferences>();

  provideNamer(entity: AuditedEntity, namer: RecordNamer): void {
    if (this.namers.has(entity)) throw new Error(`Record names for ${entity} are provided twice`);
    this.namers.set(entity, namer);
  }

  declareReferences(entity: AuditedEntity, fields: RecordReferences): void {
    if (this.references.has(entity)) throw new Error(`History references of ${entity} are declared twice`);
    this.references.set(entity, fields);
  }

  /** A referenced kind nobody names would show ids again: the app refuses to start instead. */
  assertComplete(): void {
    const unnamed = [...this.references].flatMap(([entity, fields]) =>
      Object.entries(fields)
        .filter(([, target]) => !this.namers.has(target))
        .map(([field, target]) => `${entity}.${field} → ${target}`),
    );
    if (unnamed.length > 0)
      throw new Error(`History references to kinds nobody names: ${unnamed.join(', ')}`);
  }

  /**
   * The names of the records the changes of one `entity` point at, per field and id — one lookup
   * per referenced kind, whatever the number of changes.
   */
  async namesIn(entity: string, diffs: readonly TrailDiff[]): Promise<HistoryNames> {
    const fields = this.references.get(entity as AuditedEntity);
    if (!fields) return {};
    const wanted = new Map<AuditedEntity, Set<number>>();
    const perField = new Map<string, { target: AuditedEntity; ids: Set<number> }>();
    for (const diff of diffs) {
      for (const [field, change] of Object.entries(diff)) {
        const target = fields[field];
        if (!target) continue;
        const ids = [...idsIn(change.from), ...idsIn(change.to)];
        if (ids.length === 0) continue;
        const forKind = wanted.get(target) ?? new Set<number>();
        const forField = perField.get(field) ?? { target, ids: new Set<number>() };
        for (const id of ids) {
          forKind.add(id);
          forField.ids.add(id);
        }
        wanted.set(target, forKind);
        perField.set(field, forField);
      }
    }
    const found = new Map(
      await Promise.all(
        [...wanted].flatMap(([target, ids]) => {
          const namer = this.namers.get(target);
          return namer ? [namer([...ids]).then((named) => [target, named] as const)] : [];
        }),
      ),
    );
    const names: HistoryNames = {};
    for (const [field, { target, ids }] of perField) {
      const named = found.get(target);
      const entries = [...ids].flatMap((id) => {
        const name = named?.get(id);
        return name === undefined ? [] : [[String(id), name] as const];
      });
      if (entries.length > 0) names[field] = Object.fromEntries(entries);
    }
    return names;
  }
}
