import { useSyncExternalStore } from 'react';
import { accessChanged } from './access-store';
import { parseSessionUser, readUserCookie, type SessionUser } from './session-storage';

type Listener = () => void;

const listeners = new Set<Listener>();
let raw: string | undefined;
let user: SessionUser | null = null;

/**
 * Loads the `userAccount` cookie into the session state (spec §2.1: on every guarded navigation).
 * Listeners only hear about real changes, so the snapshot stays stable for React.
 */
export function syncSession(): SessionUser | null {
  const next = readUserCookie();
  if (next !== raw) {
    raw = next;
    user = parseSessionUser(next);
    for (const listener of listeners) listener();
    // Login and logout change the stored permissions together with the account.
    accessChanged();
  }
  return user;
}

export function sessionUser(): SessionUser | null {
  return user;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user, or null; re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, sessionUser, sessionUser);
}
