import { useSyncExternalStore } from 'react';

/** A tiny observable value for state that lives outside React (toasts, dialogs, header, counters). */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next: T | ((current: T) => T)) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe,
    /** The value inside a component; re-renders when it changes. */
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;
