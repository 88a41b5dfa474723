import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '@kenh/contract';
import { invalidateEndpoints, refreshSession } from '../../../platform/api';
import { readAccessToken } from '../../../platform/session/session-storage';
import { useSessionUser } from '../../../platform/session/session-store';
import { connectLive, liveChannelUrl } from '../api/live-connection';
import { addLiveNotification } from '../api/notification-list';
import { registerPushTokenOnce } from '../api/push-registration';
import { unseenTracker, useUnseenProbe } from '../api/unseen-count';

/**
 * What runs while someone is signed in (the app mounts it once per tab): the bell's unseen probe,
 * the live channel feeding the lists and the count (and, after a reconnect, a refetch so nothing
 * is missed), and the push registration of this device (spec §4).
 */
export function NotificationServices() {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;
  useUnseenProbe(userId);

  useEffect(() => {
    if (userId === undefined) return;
    const connection = connectLive({
      url: liveChannelUrl(),
      getToken: readAccessToken,
      refresh: refreshSession,
      onNotification: (item) => {
        if (item.user !== userId) return;
        addLiveNotification(queryClient, userId, item);
        unseenTracker.received(item);
      },
      onReady: (reconnected) => {
        if (reconnected) void invalidateEndpoints(queryClient, [notificationApi.list]);
      },
    });
    return () => {
      connection.close();
      unseenTracker.reset();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    if (userId === undefined) return;
    registerPushTokenOnce(userId).catch((error: unknown) => {
      // Spec §8 raises it; the app keeps running without push.
      console.error(error);
    });
  }, [userId]);

  return null;
}
