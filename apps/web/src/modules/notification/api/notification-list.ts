import { useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_SYSTEM,
  notificationApi,
  type Notification,
  type NotificationList,
} from '@kenh/contract';
import { callEndpoint, useEndpointKey } from '../../../platform/api';
import { cleanFilter, matchesFilter, type NotificationFilter } from './filters';

/** The list call (spec §7): page from 0, page_size 20, the caller's id, system MAIN, optional filters. */
export async function fetchNotificationPage(
  userId: number,
  filter: NotificationFilter,
  page: number,
  pageSize: number = NOTIFICATION_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const data = await callEndpoint(notificationApi.list, {
    body: { page, page_size: pageSize, id: userId, system: NOTIFICATION_SYSTEM, ...cleanFilter(filter) },
    signal,
  });
  // Tolerate a partial answer rather than breaking the panel.
  return {
    results: Array.isArray(data?.results) ? data.results : [],
    total: data?.total ?? 0,
    total_seen: data?.total_seen ?? 0,
    total_unseen: data?.total_unseen ?? 0,
    seen_list: data?.seen_list ?? [],
    unseen_list: data?.unseen_list ?? [],
  };
}

type ListData = InfiniteData<NotificationList, number>;

/** Whose list and which filter: the list call's input without its page (the pages are one query). */
function listInput(userId: number, filter: NotificationFilter) {
  return { body: { id: userId, system: NOTIFICATION_SYSTEM, ...filter } };
}

type ListKeyInput = ReturnType<typeof listInput>;

/** The cached paged lists (the bell's probe shares the endpoint but holds a number). */
function pagedLists(queryClient: QueryClient) {
  const { path, method } = notificationApi.list;
  return queryClient
    .getQueriesData<ListData | number>({ queryKey: [path, method] })
    .flatMap(([key, data]) =>
      typeof data === 'object' && Array.isArray(data.pages)
        ? [{ key, data, input: key[2] as ListKeyInput }]
        : [],
    );
}

/** The loaded rows in order, each once (a live item may shift a later page by one). */
export function flattenPages(data: InfiniteData<NotificationList, unknown> | undefined): Notification[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rows: Notification[] = [];
  for (const page of data.pages) {
    for (const row of page.results) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * The list with `filter`, 20 a page; `fetchNextPage` loads page 1, 2, … while more exist. A new
 * filter is a new list from page 0 (spec §4), and lists nobody shows are dropped at once, so coming
 * back to a filter starts from a cleared list too.
 */
export function useNotificationList(userId: number | undefined, filter: NotificationFilter) {
  const clean = cleanFilter(filter);
  const query = useInfiniteQuery({
    queryKey: useEndpointKey(notificationApi.list, listInput(userId ?? 0, clean)),
    queryFn: ({ pageParam, signal }) =>
      fetchNotificationPage(userId ?? 0, clean, pageParam, NOTIFICATION_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastParam) => {
      const total = Math.max(...pages.map((p) => p.total));
      return (lastParam + 1) * NOTIFICATION_PAGE_SIZE < total ? lastParam + 1 : undefined;
    },
    enabled: userId !== undefined,
    gcTime: 0,
    staleTime: 0,
  });
  const items = useMemo(() => flattenPages(query.data), [query.data]);
  return { ...query, items };
}

/**
 * A live notification enters every open list it matches (catalogue §5 filtering), at the top, once.
 */
export function addLiveNotification(queryClient: QueryClient, userId: number, item: Notification): void {
  for (const { key, data, input } of pagedLists(queryClient)) {
    if (input.body.id !== userId) continue;
    if (!matchesFilter(item, input.body)) continue;
    if (data.pages.some((p) => p.results.some((r) => r.id === item.id))) continue;
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        total: page.total + 1,
        results: index === 0 ? [item, ...page.results] : page.results,
      })),
    });
  }
}

/** Applies a change to the cached rows of every list (after seen or delete succeeded). */
export function patchLists(
  queryClient: QueryClient,
  change: (row: Notification) => Notification | null,
): void {
  for (const { key, data } of pagedLists(queryClient)) {
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        results: page.results.flatMap((row) => {
          const next = change(row);
          return next ? [next] : [];
        }),
      })),
    });
  }
}
