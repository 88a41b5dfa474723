/** One form's question "would leaving now lose changes?". */
export interface DirtyCheck {
  isDirty: () => boolean;
}

// Every mounted kit form on the page, in mounting order. Module-level because React Router honours
// one blocker at a time: one prompt asks on behalf of all of them.
const checks = new Set<DirtyCheck>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Adds a form's check while it is mounted; returns its removal. */
export function registerDirtyCheck(check: DirtyCheck): () => void {
  checks.add(check);
  changed();
  return () => {
    checks.delete(check);
    changed();
  };
}

/** Whether any form on the page has unsaved changes. */
export function anyFormDirty(): boolean {
  return [...checks].some((check) => check.isDirty());
}

/** The form whose prompt speaks for the page: the first mounted one still there. */
export function promptHolder(): DirtyCheck | undefined {
  return checks.values().next().value;
}

export function subscribeDirtyChecks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
