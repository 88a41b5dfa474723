import type { ReactNode } from 'react';
import { createStore } from './external-store';

/** Spec §2.8: a confirm dialog at most 400 px wide with a content at least 225 px high. */
export const CONFIRM_WIDTH = 400;
export const CONFIRM_MIN_HEIGHT = 225;

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Default "Xác nhận" / "Confirm". */
  okText?: ReactNode;
  /** Default "Quay lại" / "Back". */
  cancelText?: ReactNode;
  /** A red confirm button (deleting). */
  danger?: boolean;
}

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const confirmStore = createStore<readonly PendingConfirm[]>([]);

/** Closes the dialog `id` with the user's answer. */
export function answerConfirm(id: number, confirmed: boolean): void {
  const pending = confirmStore.get().find((c) => c.id === id);
  if (!pending) return;
  confirmStore.set((list) => list.filter((c) => c.id !== id));
  pending.resolve(confirmed);
}

/** Closes every open dialog as cancelled (tests, logout). */
export function cancelAllConfirms(): void {
  for (const pending of confirmStore.get()) answerConfirm(pending.id, false);
}
