import type { WaitingTotal } from '../../platform/routing';
import { fetchNotificationPage } from './api/notification-list';
import { notificationPaths } from './paths';

/** The user's unread notifications (the bell's probe: page 0, one row), linking to the list. */
export async function unreadNotifications({
  userId,
  signal,
}: {
  userId: number;
  signal: AbortSignal;
}): Promise<WaitingTotal> {
  const page = await fetchNotificationPage(userId, {}, 0, 1, signal);
  return { total: page.total_unseen, path: notificationPaths.list };
}
