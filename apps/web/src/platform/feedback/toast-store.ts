import type { ReactNode } from 'react';
import { createStore } from './external-store';

/** Spec §2.8: four kinds, four placements (top-right by default). */
export const TOAST_KINDS = ['success', 'warning', 'error', 'info'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];
export const TOAST_PLACEMENTS = ['top-right', 'bottom-right', 'top-left', 'bottom-left'] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];

/** Spec §9: a toast stays 4000 ms, then leaves and is removed 400 ms later. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_DELAY_MS = 400;

export interface ToastOptions {
  /** A second, smaller line under the message. */
  description?: ReactNode;
  placement?: ToastPlacement;
  /** How long it stays, in ms (default 4000); 0 keeps it until closed. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  description?: ReactNode;
  placement: ToastPlacement;
  /** Leaving: fading out during the last 400 ms before removal. */
  leaving: boolean;
}

export const toastStore = createStore<readonly ToastItem[]>([]);
const timers = new Map<number, number[]>();

export function rememberTimer(id: number, timer: number) {
  timers.set(id, [...(timers.get(id) ?? []), timer]);
}

/** Starts the leave animation of a toast, then removes it 400 ms later. */
export function dismissToast(id: number): void {
  const item = toastStore.get().find((t) => t.id === id);
  if (!item || item.leaving) return;
  for (const timer of timers.get(id) ?? []) window.clearTimeout(timer);
  timers.delete(id);
  toastStore.set((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  rememberTimer(
    id,
    window.setTimeout(() => {
      timers.delete(id);
      toastStore.set((list) => list.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Removes every toast at once, without animation (tests, logout). */
export function clearToasts(): void {
  for (const list of timers.values()) for (const timer of list) window.clearTimeout(timer);
  timers.clear();
  toastStore.set([]);
}
