import { useSyncExternalStore } from 'react';
import type { UserPermission } from '@kenh/contract';
import { writeJson } from '../storage';
import { hasSession, readAccess, SESSION_STORAGE_KEYS, type SessionAccess } from './session-storage';

type Listener = () => void;

const listeners = new Set<Listener>();
let rawKey: string | undefined;
let access: SessionAccess = { role: undefined, permission: [], modulePermission: {} };

function rawAccess(): string {
  try {
    const storage = window.localStorage;
    return [SESSION_STORAGE_KEYS.role, SESSION_STORAGE_KEYS.permission, SESSION_STORAGE_KEYS.modulePermission]
      .map((key) => storage.getItem(key) ?? '')
      .join('\u0000');
  } catch {
    return '';
  }
}

/**
 * The role and permissions held in local storage (spec §6: "from the session state or from stored
 * local data"). The object stays the same until the stored values change, so React can compare it.
 */
export function sessionAccess(): SessionAccess {
  const key = rawAccess();
  if (key !== rawKey) {
    rawKey = key;
    access = readAccess();
  }
  return access;
}

/** Tells subscribers that the stored permissions may have changed (login, refresh, logout, other tab). */
export function accessChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Stores the permissions the server returned (`accessApi.getUserPermission`, spec §4: the layouts load
 * them when they appear). Ignored when the session ended meanwhile, so a late answer never brings
 * back what logout cleared.
 */
export function saveAccess(result: Pick<UserPermission, 'role' | 'permission' | 'module_permission'>): void {
  if (!hasSession()) return;
  writeJson(SESSION_STORAGE_KEYS.role, result.role);
  writeJson(SESSION_STORAGE_KEYS.permission, result.permission);
  writeJson(SESSION_STORAGE_KEYS.modulePermission, result.module_permission);
  accessChanged();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', accessChanged);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', accessChanged);
  };
}

/** The signed-in user's role and permissions; re-renders when they change. */
export function useSessionAccess(): SessionAccess {
  return useSyncExternalStore(subscribe, sessionAccess, sessionAccess);
}
