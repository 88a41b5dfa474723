import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, IDEMPOTENCY_KEY_HEADER, idParam, pagingQuery } from '@kenh/contract';
import { fail, mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { applyLanguage } from '../i18n';
import { signIn } from '../layout/shell-test-utils';
import { endpointKey } from './endpoint-keys';
import { useEndpointMutation } from './endpoint-mutation';
import { endpointQueryOptions, useEndpointQuery } from './endpoint-query';

const thing = z.object({ id: z.number(), name: z.string() });
const thingsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/things/api/things',
    summary: 'test',
    tags: ['test'],
    permission: 'user',
    query: pagingQuery,
    response: z.array(thing),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/things/api/things/:id',
    summary: 'test',
    tags: ['test'],
    permission: 'user',
    params: idParam,
    response: thing,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/things/api/things',
    summary: 'test',
    tags: ['test'],
    permission: 'user',
    body: z.object({ name: z.string() }),
    response: thing,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/things/api/things/:id',
    summary: 'test',
    tags: ['test'],
    permission: 'user',
    params: idParam,
    response: z.object({ id: z.number() }),
  }),
};
const otherApi = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/other/api/stats',
    summary: 'test',
    tags: ['test'],
    permission: 'user',
    response: z.object({ count: z.number() }),
  }),
};

function setup(permission: string[] = ['user']) {
  signIn({ permission });
  // As the app's client: answers stay fresh for 30 s.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useEndpointQuery', () => {
  it('never sends a call the user lacks the permission for (a 403 would sign them out)', async () => {
    const { wrapper } = setup(['employeestaff']);
    const api = mockFetch([mockEndpoint(thingsApi.get, ok({ id: 1, name: 'Kho' }))]);
    const { result } = renderHook(() => useEndpointQuery(thingsApi.get, { params: { id: 1 } }), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(api.calls(thingsApi.get)).toHaveLength(0);
  });

  it('calls the endpoint with its input and returns the response data under a key from the endpoint', async () => {
    const { queryClient, wrapper } = setup();
    const api = mockFetch([mockEndpoint(thingsApi.get, (r) => ok({ id: Number(r.params.id), name: 'Kho' }))]);

    const { result } = renderHook(() => useEndpointQuery(thingsApi.get, { params: { id: 7 } }), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ id: 7, name: 'Kho' }));
    expect(api.calls(thingsApi.get, { id: 7 })).toHaveLength(1);
    expect(queryClient.getQueryData(endpointKey(thingsApi.get, { params: { id: 7 } }, 'vi'))).toEqual({
      id: 7,
      name: 'Kho',
    });
  });

  it('waits while not enabled and maps the data with select', async () => {
    const { wrapper } = setup();
    const api = mockFetch([mockEndpoint(thingsApi.list, ok([{ id: 1, name: 'a' }]))]);
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        useEndpointQuery(thingsApi.list, { query: { page: 0 } }, { enabled, select: (rows) => rows.length }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(api.requests).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(api.calls(thingsApi.list)[0]?.search).toBe('?page=0');
  });

  it('keys answers by language: the server answers in it', async () => {
    const { wrapper } = setup();
    const api = mockFetch([
      mockEndpoint(otherApi.stats, (r) => ok({ count: r.headers.get('Accept-Language') === 'en' ? 2 : 1 })),
    ]);
    const { result, rerender } = renderHook(() => useEndpointQuery(otherApi.stats, undefined), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ count: 1 }));
    act(() => applyLanguage('en'));
    rerender();
    await waitFor(() => expect(result.current.data).toEqual({ count: 2 }));
    expect(api.calls(otherApi.stats)).toHaveLength(2);
  });

  it('shares its key with endpointQueryOptions, so a loader can prefetch what the page reads', async () => {
    const { queryClient, wrapper } = setup();
    const api = mockFetch([mockEndpoint(thingsApi.get, ok({ id: 3, name: 'x' }))]);
    await queryClient.prefetchQuery(endpointQueryOptions(thingsApi.get, { params: { id: 3 } }));
    const { result } = renderHook(() => useEndpointQuery(thingsApi.get, { params: { id: 3 } }), { wrapper });
    expect(result.current.data).toEqual({ id: 3, name: 'x' });
    expect(api.requests).toHaveLength(1);
  });
});

describe('useEndpointMutation', () => {
  it('invalidates the endpoints it names and whole module APIs, and nothing else', async () => {
    const { wrapper } = setup();
    let count = 0;
    const api = mockFetch([
      mockEndpoint(thingsApi.list, () => ok([{ id: (count += 1), name: 'a' }])),
      mockEndpoint(thingsApi.get, ok({ id: 1, name: 'a' })),
      mockEndpoint(otherApi.stats, ok({ count: 0 })),
      mockEndpoint(thingsApi.remove, (r) => ok({ id: Number(r.params.id) })),
    ]);
    const { result } = renderHook(
      () => ({
        list: useEndpointQuery(thingsApi.list, undefined),
        one: useEndpointQuery(thingsApi.get, { params: { id: 1 } }),
        stats: useEndpointQuery(otherApi.stats, undefined),
        byEndpoint: useEndpointMutation(thingsApi.remove, {
          invalidates: [thingsApi.list],
          input: (id: number) => ({ params: { id } }),
        }),
        byModule: useEndpointMutation(thingsApi.remove, { invalidates: [thingsApi] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    await waitFor(() => expect(result.current.one.data).toBeDefined());

    await act(() => result.current.byEndpoint.mutateAsync(4));
    expect(api.calls(thingsApi.remove, { id: 4 })).toHaveLength(1);
    expect(api.calls(thingsApi.list)).toHaveLength(2);
    expect(api.calls(thingsApi.get)).toHaveLength(1);

    await act(() => result.current.byModule.mutateAsync({ params: { id: 5 } }));
    expect(api.calls(thingsApi.list)).toHaveLength(3);
    expect(api.calls(thingsApi.get)).toHaveLength(2);
    expect(api.calls(otherApi.stats)).toHaveLength(1);
  });

  it('sends one Idempotency-Key per attempt: the same input resent before an answer reuses it', async () => {
    const { wrapper } = setup();
    let answer = fail(0, 'offline');
    const api = mockFetch([mockEndpoint(thingsApi.create, () => answer)]);
    const { result } = renderHook(() => useEndpointMutation(thingsApi.create), { wrapper });
    const keys = () => api.calls(thingsApi.create).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));

    answer = fail(503, 'unavailable');
    await act(() => result.current.mutateAsync({ body: { name: 'Kho' } }).catch(() => undefined));
    answer = ok({ id: 1, name: 'Kho' });
    await act(() => result.current.mutateAsync({ body: { name: 'Kho' } }));
    // After the answer a new attempt, even with the same input, is a new write.
    await act(() => result.current.mutateAsync({ body: { name: 'Kho' } }));
    answer = fail(422, 'refused');
    await act(() => result.current.mutateAsync({ body: { name: 'Kho 2' } }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ body: { name: 'Kho 2' } }).catch(() => undefined));

    const [first, retry, again, refused, resent] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(again).not.toBe(first);
    expect(refused).not.toBe(again);
    // A refusal is the server's answer for that key: sending again is a new attempt.
    expect(resent).not.toBe(refused);
  });

  it('sends an Idempotency-Key on a DELETE too, and none where it is turned off', async () => {
    const { wrapper } = setup();
    const api = mockFetch([
      mockEndpoint(thingsApi.create, ok({ id: 1, name: 'a' })),
      mockEndpoint(thingsApi.remove, ok({ id: 1 })),
    ]);
    const { result } = renderHook(
      () => ({
        secret: useEndpointMutation(thingsApi.create, { idempotent: false }),
        remove: useEndpointMutation(thingsApi.remove),
      }),
      { wrapper },
    );
    await act(() => result.current.secret.mutateAsync({ body: { name: 'a' } }));
    await act(() => result.current.remove.mutateAsync({ params: { id: 1 } }));
    const [secret, remove] = api.requests.map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(secret).toBeNull();
    // A delete retried after a lost answer replays it instead of answering 404.
    expect(remove).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

describe('endpoint hook types', () => {
  it('are typed from the contract (checked by tsc)', () => {
    const uses = () => {
      const one = useEndpointQuery(thingsApi.get, { params: { id: 1 } });
      const name: string | undefined = one.data?.name;
      // @ts-expect-error -- path parameters are required
      useEndpointQuery(thingsApi.get, {});
      // @ts-expect-error -- the query must match the schema
      useEndpointQuery(thingsApi.list, { query: { page: 'first' } });
      const create = useEndpointMutation(thingsApi.create);
      // @ts-expect-error -- the body must match the schema
      create.mutate({ body: { name: 1 } });
      const mapped = useEndpointMutation(thingsApi.remove, { input: (id: number) => ({ params: { id } }) });
      // @ts-expect-error -- the variables are what `input` takes
      mapped.mutate('1');
      return name;
    };
    expect(uses).toBeTypeOf('function');
  });
});
