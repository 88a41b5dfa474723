import type { NotificationFilter } from './filters';

/** Query keys of the notification module: every list and the bell's unseen probe sit under `all`. */
export const notificationKeys = {
  all: ['notification'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (userId: number, filter: NotificationFilter) =>
    [...notificationKeys.lists(), userId, filter] as const,
  unseen: (userId: number) => [...notificationKeys.all, 'unseen', userId] as const,
};

export type NotificationListKey = ReturnType<typeof notificationKeys.list>;
