import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SYSTEM, notificationApi } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { notificationKeys } from './notification-keys';
import { patchLists } from './notification-list';
import { unseenTracker } from './unseen-count';

/** Marks notifications seen (spec §7 `seen`); the lists and the bell follow. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      callEndpoint(notificationApi.seen, { body: { list_notifi: [...ids] } }),
    onSuccess: async (_data, ids) => {
      const marked = new Set(ids);
      patchLists(queryClient, (row) => (marked.has(row.id) ? { ...row, status: true } : row));
      unseenTracker.forget(ids);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

/** Deletes the caller's notifications (spec §7 `delete`: ids, user_id, system MAIN). */
export function useDeleteNotifications(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      callEndpoint(notificationApi.delete, {
        body: { list_notifi: [...ids], user_id: userId ?? 0, system: NOTIFICATION_SYSTEM },
      }),
    onSuccess: async (_data, ids) => {
      const removed = new Set(ids);
      patchLists(queryClient, (row) => (removed.has(row.id) ? null : row));
      unseenTracker.forget(ids);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
