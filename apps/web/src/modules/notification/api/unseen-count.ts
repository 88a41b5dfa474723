import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_SYSTEM, notificationApi, type Notification } from '@kenh/contract';
import { useEndpointKey } from '../../../platform/api';
import { setUnseenCount } from '../../../platform/layout/unseen-count';
import { fetchNotificationPage } from './notification-list';

function createUnseenTracker(publish: (count: number) => void) {
  let serverUnseen = 0;
  /** Unseen live items received since the last probe was sent (the server had not counted them). */
  const live = new Set<number>();
  const update = () => publish(serverUnseen + live.size);
  return {
    /** A probe is sent: returns the live items it will count. */
    probeSent: (): number[] => [...live],
    /** A probe answered: the server total replaces what it counted. */
    probeAnswered(totalUnseen: number, counted: readonly number[]) {
      serverUnseen = Math.max(0, totalUnseen);
      for (const id of counted) live.delete(id);
      update();
    },
    /** A live item arrived. */
    received(item: Pick<Notification, 'id' | 'status'>) {
      if (item.status) return;
      live.add(item.id);
      update();
    },
    /** Items marked seen or deleted no longer count locally (the next probe recounts the server). */
    forget(ids: readonly number[]) {
      for (const id of ids) live.delete(id);
      update();
    },
    reset() {
      serverUnseen = 0;
      live.clear();
      update();
    },
    count: () => serverUnseen + live.size,
  };
}

/**
 * Spec §4: the bell's unseen count is the server's `total_unseen` (probe: page 0, page_size 1) plus
 * the live items received since that probe. Feeds the platform's `useUnseenCount` store.
 */
export const unseenTracker = createUnseenTracker(setUnseenCount);

/**
 * The unseen probe (page 0, page_size 1), keyed as that list call, so it refetches whenever the
 * lists are invalidated; its query counts the live items around the call, hence its own function.
 */
export function useUnseenProbe(userId: number | undefined) {
  return useQuery({
    queryKey: useEndpointKey(notificationApi.list, {
      body: { id: userId ?? 0, system: NOTIFICATION_SYSTEM, page: 0, page_size: 1 },
    }),
    queryFn: async ({ signal }) => {
      const counted = unseenTracker.probeSent();
      const page = await fetchNotificationPage(userId ?? 0, {}, 0, 1, signal);
      unseenTracker.probeAnswered(page.total_unseen, counted);
      return page.total_unseen;
    },
    enabled: userId !== undefined,
    staleTime: 0,
  });
}
