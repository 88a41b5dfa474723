import { notificationApi } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { i18next } from '../../../platform/i18n';
import type { BeforeLogoutContext } from '../../../platform/session/before-logout';

/** Local-storage key of this device's registered push token ids (spec §4: registered only if none is stored). */
export const PUSH_TOKEN_STORAGE_KEY = 'pushTokenId';

/** The token ids stored for this device (a list; a single number is read too). */
export function readStoredTokenIds(): number[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PUSH_TOKEN_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
  } catch {
    return [];
  }
}

export function storeTokenId(id: number): void {
  const ids = readStoredTokenIds();
  if (!ids.includes(id)) ids.push(id);
  window.localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, JSON.stringify(ids));
}

/** How long logout waits after the failure toast, so it can be read before the page reloads. */
export const TOKEN_FAILURE_PAUSE_MS = 1500;

/**
 * Logout step (spec §7, §8): deletes this device's push tokens (`delete_token` with the stored ids)
 * while the session still exists. A failure shows the toast "Có lỗi xảy ra khi xóa token FCM" and
 * logout goes on. The browser's push subscription is dropped too, so nothing reaches a signed-out
 * device even when the server kept the token.
 */
export async function deletePushTokens(
  context: BeforeLogoutContext,
  { pauseMs = TOKEN_FAILURE_PAUSE_MS }: { pauseMs?: number } = {},
): Promise<void> {
  const ids = readStoredTokenIds();
  if (ids.length > 0 && context.sessionValid) {
    try {
      await callEndpoint(notificationApi.deleteToken, {
        body: { list_id_token: ids },
        onAuthFailure: 'throw',
      });
      window.localStorage.removeItem(PUSH_TOKEN_STORAGE_KEY);
    } catch {
      // The toast code loads only when needed (it brings Ant Design's dialogs).
      const { toast } = await import('../../../platform/feedback');
      toast.error(i18next.t('tokenDeleteFailed', { ns: 'notification' }));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  await dropBrowserSubscription();
}

async function dropBrowserSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Best effort.
  }
}
