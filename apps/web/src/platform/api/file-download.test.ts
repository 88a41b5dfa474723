import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '@kenh/contract';
import { cookies } from '../../testing/cookie-jar';
import { fail, mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { ApiError } from './api-error';
import { fetchFile, type DownloadProgress } from './file-download';

const EXPORT = { method: 'POST', path: '/x/api/export' } as const;

function signIn(access: string) {
  cookies.set('accessToken', access);
  cookies.set('refreshToken', 'refresh-1');
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchFile', () => {
  it('POSTs the body as JSON and sends it again, with the new token, after one silent refresh', async () => {
    signIn('old-access');
    const api = mockFetch([
      mockEndpoint(EXPORT, (request) =>
        request.headers.get('Authorization') === 'Bearer new-access'
          ? { status: 200, body: 'xlsx' }
          : fail(401, 'expired'),
      ),
      mockEndpoint(accountApi.refreshToken, ok({ access: 'new-access', refresh: 'new-refresh' })),
    ]);
    const blob = await fetchFile(EXPORT.path, { method: 'POST', body: { status: 'active' } });
    expect(await blob.text()).toBe('"xlsx"');
    const sent = api.calls(EXPORT);
    expect(sent.map((r) => [r.body, r.headers.get('Content-Type'), r.headers.get('Authorization')])).toEqual([
      [{ status: 'active' }, 'application/json', 'Bearer old-access'],
      [{ status: 'active' }, 'application/json', 'Bearer new-access'],
    ]);
  });

  it("throws the server's own message for a refusal", async () => {
    signIn('access-1');
    mockFetch([mockEndpoint({ method: 'GET', path: '/x/api/export' }, fail(422, 'Quá nhiều dòng để xuất'))]);
    const refusal = fetchFile('/x/api/export?status=active');
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ code: 422, message: 'Quá nhiều dòng để xuất' });
  });

  it('GETs without a body and reports the bytes as they arrive, against the announced length', async () => {
    signIn('access-1');
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4));
        controller.enqueue(bytes.slice(4));
        controller.close();
      },
    });
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(stream, { headers: { 'Content-Length': '6', 'Content-Type': 'x/y' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const steps: DownloadProgress[] = [];
    const blob = await fetchFile('/files/1', { onProgress: (p) => steps.push(p) });
    expect(steps).toEqual([
      { loaded: 0, total: 6 },
      { loaded: 4, total: 6 },
      { loaded: 6, total: 6 },
    ]);
    expect([blob.size, blob.type]).toEqual([6, 'x/y']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect([init?.method, init?.body]).toEqual(['GET', undefined]);
  });

  it("reads a streamed export's announced rows (X-Export-Rows) when it has no Content-Length", async () => {
    signIn('access-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(new Uint8Array([1, 2, 3]), { headers: { 'X-Export-Rows': '1200' } })),
      ),
    );
    const steps: DownloadProgress[] = [];
    await fetchFile('/order/api/v3/orders/export', { onProgress: (p) => steps.push(p) });
    expect(steps[0]).toEqual({ loaded: 0, total: undefined, rows: 1200 });
    expect(steps.at(-1)).toEqual({ loaded: 3, total: undefined, rows: 1200 });
  });
});
