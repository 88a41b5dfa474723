import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { isMessageKey } from '../../platform/http/locale.js';

/** Counts the records of another module that use one office, position or unit (0 = none). */
export type UsageCounter = (db: DbOrTx, id: number) => Promise<number>;

/**
 * Who else uses a record of this module. Modules that reference offices, positions or units (staff,
 * contracts…) import this module, never the other way round; so they register a counter here when
 * they register their routes, and a delete asks every counter before it runs.
 */
export interface UsageRegistry {
  /** Adds (or replaces, by holder name: registering twice is harmless) a counter, e.g. `'staff'`. */
  register(holder: string, count: UsageCounter): void;
  /** The first holder still using `id`, with its count; null when nothing does. */
  firstUse(db: DbOrTx, id: number): Promise<{ holder: string; count: number } | null>;
}

export function createUsageRegistry(): UsageRegistry {
  const counters = new Map<string, UsageCounter>();
  return {
    register(holder, count) {
      counters.set(holder, count);
    },
    async firstUse(db, id) {
      for (const [holder, count] of counters) {
        const n = await count(db, id);
        if (n > 0) return { holder, count: n };
      }
      return null;
    },
  };
}

/**
 * 409 naming what holds the record: `organization.<entity>_in_use_<holder>` ("Chức vụ đang được
 * {n} nhân sự sử dụng") when the catalogue has it, else the generic `organization.<entity>_in_use`.
 */
export function inUse(
  entity: 'position' | 'office' | 'unit',
  use: { holder: string; count: number },
): AppError {
  const specific = `organization.${entity}_in_use_${use.holder}`;
  const key = isMessageKey(specific) ? specific : `organization.${entity}_in_use`;
  return new AppError(409, key, { params: { n: use.count } });
}
