import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SYSTEM, notificationApi } from '@kenh/contract';
import { useEndpointMutation } from '../../../platform/api';
import { patchLists } from './notification-list';
import { unseenTracker } from './unseen-count';

/** Marks notifications seen (spec §7 `seen`); the lists and the bell follow. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useEndpointMutation(notificationApi.seen, {
    invalidates: [notificationApi.list],
    input: (ids: readonly number[]) => ({ body: { list_notifi: [...ids] } }),
    onSuccess: (_data, ids) => {
      const marked = new Set(ids);
      patchLists(queryClient, (row) => (marked.has(row.id) ? { ...row, status: true } : row));
      unseenTracker.forget(ids);
    },
  });
}

/** Deletes the caller's notifications (spec §7 `delete`: ids, user_id, system MAIN). */
export function useDeleteNotifications(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useEndpointMutation(notificationApi.delete, {
    invalidates: [notificationApi.list],
    input: (ids: readonly number[]) => ({
      body: { list_notifi: [...ids], user_id: userId ?? 0, system: NOTIFICATION_SYSTEM },
    }),
    onSuccess: (_data, ids) => {
      const removed = new Set(ids);
      patchLists(queryClient, (row) => (removed.has(row.id) ? null : row));
      unseenTracker.forget(ids);
    },
  });
}
