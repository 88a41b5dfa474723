/**
 * TanStack Query keys. Every mutation invalidates its entity's root key, which covers lists,
 * details, the dropdown and next_code (spec data-access §4: "organisation and office dropdown caches
 * are emptied after create, update or delete"; the next codes are kept in the query cache, not in
 * local storage).
 */
export const orgKeys = {
  all: ['organization'] as const,
  positions: ['organization', 'position'] as const,
  offices: ['organization', 'office'] as const,
  units: ['organization', 'unit'] as const,
  unitTypes: ['organization', 'unit-type'] as const,
};

/** List answers are arrays; anything else (a stub, an older server) reads as empty instead of crashing. */
export function asArray<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}
