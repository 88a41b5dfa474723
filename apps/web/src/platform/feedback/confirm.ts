import { confirmStore, type ConfirmOptions } from './confirm-store';
import { ensureFeedbackHost } from './feedback-host';

let nextId = 1;

/**
 * Asks the user to confirm: resolves `true` on the confirm button, `false` on the back button, the
 * close icon, Escape or a click outside. Dialogs asked at once are shown one after the other.
 * Buttons default to "Xác nhận" and "Quay lại" (spec §5), in the page's language.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  ensureFeedbackHost();
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    confirmStore.set((list) => [...list, { ...options, id, resolve }]);
  });
}
