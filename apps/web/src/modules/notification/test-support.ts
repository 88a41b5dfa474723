import { notificationApi, type Notification } from '@kenh/contract';
import { fail, mockFetch, ok, type MockResponse, type RecordedRequest } from '../../testing/fetch-mock';
import { mockEndpoint, type EndpointMock } from '../../testing/mock-endpoint';

/** A stored notification for tests (created 2026-01-04T17:30Z = 05/01/2026 00:30 in Vietnam). */
export function sampleNotification(id: number, patch: Partial<Notification> = {}): Notification {
  return {
    id,
    user: 1,
    module: 'MEETING',
    custom_id: null,
    title: `Cuộc họp số ${id}`,
    content: `Phòng họp A\nLúc <b>9 giờ</b>`,
    status: false,
    created_at: '2026-01-04T17:30:00.000Z',
    system: 'MAIN',
    is_failed: false,
    data: { path: `/meeting/${id}` },
    ...patch,
  };
}

export interface ListBody {
  page: number;
  page_size: number;
  id: number;
  system: string;
  keyword?: string;
  status?: 0 | 1;
  module?: string;
}

/**
 * A fake notification server over `rows` (newest first): list with the filters and paging of spec
 * §7, seen, delete. `failSeen` / `failDelete` make those calls fail.
 */
export function notificationServer(
  rows: Notification[],
  {
    failSeen = false,
    failDelete = false,
    extra = [],
    fallback,
  }: {
    failSeen?: boolean;
    failDelete?: boolean;
    extra?: readonly EndpointMock[];
    fallback?: (r: RecordedRequest) => MockResponse;
  } = {},
) {
  const data = [...rows];
  const api = mockFetch(
    [
      mockEndpoint(notificationApi.list, (request) => {
        const body = request.body as ListBody;
        const matching = data.filter(
          (row) =>
            (body.keyword === undefined || row.title.toLowerCase().includes(body.keyword.toLowerCase())) &&
            (body.module === undefined || row.module === body.module),
        );
        const filtered = matching.filter(
          (row) => body.status === undefined || row.status === (body.status === 1),
        );
        const start = body.page * body.page_size;
        const page = filtered.slice(start, start + body.page_size);
        return ok({
          results: page,
          total: filtered.length,
          total_seen: matching.filter((r) => r.status).length,
          total_unseen: matching.filter((r) => !r.status).length,
          seen_list: page.filter((r) => r.status).map((r) => r.id),
          unseen_list: page.filter((r) => !r.status).map((r) => r.id),
        });
      }),
      mockEndpoint(notificationApi.seen, (request) => {
        if (failSeen) return fail(500, 'boom');
        const ids = (request.body as { list_notifi: number[] }).list_notifi;
        for (const row of data) if (ids.includes(row.id)) row.status = true;
        return ok({ affected: ids.length });
      }),
      mockEndpoint(notificationApi.delete, (request) => {
        if (failDelete) return fail(500, 'boom');
        const ids = (request.body as { list_notifi: number[] }).list_notifi;
        for (let i = data.length - 1; i >= 0; i -= 1) if (ids.includes(data[i]!.id)) data.splice(i, 1);
        return ok({ affected: ids.length });
      }),
      ...extra,
    ],
    { fallback },
  );
  return {
    ...api,
    rows: data,
    listBodies: () => api.calls(notificationApi.list).map((r) => r.body as ListBody),
  };
}
