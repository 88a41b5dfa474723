import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { ensureFeedbackHost } from './feedback-host';
import {
  dismissToast,
  rememberTimer,
  TOAST_DURATION_MS,
  toastStore,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
} from './toast-store';

let nextId = 1;

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): number {
  ensureFeedbackHost();
  const id = nextId++;
  const item: ToastItem = {
    id,
    kind,
    message,
    description: options.description,
    placement: options.placement ?? 'top-right',
    leaving: false,
  };
  toastStore.set((list) => [...list, item]);
  const duration = options.duration ?? TOAST_DURATION_MS;
  if (duration > 0)
    rememberTimer(
      id,
      window.setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** Shows toasts from anywhere: `toast.success('Đã lưu')`; returns the toast id (for `dismiss`). */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  /** A refused or failed call: the server's own (localised) message, else the error's text. */
  failure: (error: unknown, options?: ToastOptions) =>
    show('error', isApiError(error) ? error.message : String(error), options),
  show,
  dismiss: dismissToast,
};

export type ToastApi = typeof toast;

/** The toast API inside components (the same object as `toast`). */
export function useToast(): ToastApi {
  return toast;
}
