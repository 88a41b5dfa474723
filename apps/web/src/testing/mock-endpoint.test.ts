import { describe, expect, it } from 'vitest';
import { defineEndpoint, idParam } from '@kenh/contract';
import { z } from 'zod';
import { mockFetch, ok } from './fetch-mock';
import { matchEndpoint, mockEndpoint } from './mock-endpoint';

const endpoint = (method: 'GET' | 'DELETE', path: string) =>
  defineEndpoint({ method, path, summary: 't', tags: ['t'], permission: 'user', response: z.unknown() });
const byId = defineEndpoint({
  method: 'GET',
  path: '/x/api/item/:id',
  summary: 't',
  tags: ['t'],
  permission: 'user',
  params: idParam,
  response: z.unknown(),
});
const mine = endpoint('GET', '/x/api/item/mine');
const optional = endpoint('GET', '/x/api/list/:kind?');

describe('matchEndpoint', () => {
  it('matches method and path, with the path parameters decoded', () => {
    expect(matchEndpoint(byId, 'GET', '/x/api/item/7')).toEqual({ id: '7' });
    expect(matchEndpoint(endpoint('GET', '/x/api/w/:code'), 'GET', '/x/api/w/a%20b')).toEqual({
      code: 'a b',
    });
    expect(matchEndpoint(byId, 'DELETE', '/x/api/item/7')).toBeUndefined();
    expect(matchEndpoint(byId, 'GET', '/x/api/item/7/more')).toBeUndefined();
    expect(matchEndpoint(optional, 'GET', '/x/api/list')).toEqual({});
    expect(matchEndpoint(optional, 'GET', '/x/api/list/a')).toEqual({ kind: 'a' });
  });
});

describe('mockFetch with mockEndpoint', () => {
  it('answers from the endpoint with the fewest parameters, then the last given, and records calls', async () => {
    const api = mockFetch([
      mockEndpoint(byId, (r) => ok({ id: r.params.id })),
      mockEndpoint(mine, ok('mine')),
      mockEndpoint(byId, (r) => ok({ id: r.params.id, later: true })),
    ]);
    const get = async (path: string) => ((await (await fetch(path)).json()) as { data: unknown }).data;

    expect(await get('/x/api/item/mine')).toBe('mine');
    expect(await get('/x/api/item/3')).toEqual({ id: '3', later: true });
    expect((await fetch('/x/api/other')).status).toBe(404);
    // `calls` goes by the path pattern: `/item/mine` is also a shape of `/item/:id`.
    expect(api.calls(byId).map((r) => r.path)).toEqual(['/x/api/item/mine', '/x/api/item/3']);
    expect(api.calls(byId, { id: 3 })).toHaveLength(1);
    expect(api.calls(mine)).toHaveLength(1);
  });
});
