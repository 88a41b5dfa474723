import { createStore } from '../feedback/external-store';

/**
 * Unseen notifications for the header bell (spec §2.8: a red dot above zero). The notifications
 * module feeds it (server total_unseen plus local live items, spec §4); 0 until then.
 */
export const unseenCountStore = createStore(0);

export function setUnseenCount(count: number): void {
  unseenCountStore.set(Math.max(0, Math.floor(count)));
}

/** `[count, setCount]` of the unseen notifications. */
export function useUnseenCount(): readonly [number, (count: number) => void] {
  return [unseenCountStore.use(), setUnseenCount] as const;
}
