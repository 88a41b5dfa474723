import { useEffect } from 'react';
import { createStore } from '../feedback/external-store';

/**
 * Extra room pages reserve at the bottom of the screen for their own fixed controls (a sticky bar
 * of primary buttons): the helpdesk button starts above it, so it never covers those buttons.
 * The largest reservation of the pages on screen wins.
 */
const reservations = createStore<readonly { id: number; height: number }[]>([]);
let nextId = 1;

export function useHelpdeskReservedHeight(): number {
  const list = reservations.use();
  return list.reduce((max, r) => Math.max(max, r.height), 0);
}

/** `useHelpdeskClearance(64)` while a page shows a 64 px fixed action bar at the bottom. */
export function useHelpdeskClearance(height: number): void {
  useEffect(() => {
    const id = nextId++;
    reservations.set((list) => [...list, { id, height }]);
    return () => reservations.set((list) => list.filter((r) => r.id !== id));
  }, [height]);
}
