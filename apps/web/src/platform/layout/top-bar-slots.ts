import type { ComponentType } from 'react';
import { createStore } from '../feedback/external-store';

/**
 * Places in the desktop top bar that modules fill. The platform never imports modules, so the app
 * layer puts a module's component here (`setTopBarSlot('notifications', NotificationBell)`).
 * `notifications`: the bell with its panel, shown before the account menu to holders of the
 * `notification` permission (spec §2.11, §6).
 */
export interface TopBarSlots {
  notifications: ComponentType | null;
}

export const topBarSlots = createStore<TopBarSlots>({ notifications: null });

/** Fills (or with `null` empties) a slot; returns the undo. */
export function setTopBarSlot<K extends keyof TopBarSlots>(name: K, component: TopBarSlots[K]): () => void {
  const previous = topBarSlots.get()[name];
  topBarSlots.set((slots) => ({ ...slots, [name]: component }));
  return () => {
    if (topBarSlots.get()[name] === component) topBarSlots.set((slots) => ({ ...slots, [name]: previous }));
  };
}

/** The component in a slot, or null; re-renders when the slot changes. */
export function useTopBarSlot<K extends keyof TopBarSlots>(name: K): TopBarSlots[K] {
  return topBarSlots.use()[name];
}
