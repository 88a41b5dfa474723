import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { unmountFeedbackHost } from '../feedback';
import { renderShell } from '../layout/shell-test-utils';
import { ExportButton } from './ExportButton';

const EXPORT = { method: 'POST', path: '/x/api/export' } as const;

afterEach(() => {
  unmountFeedbackHost();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The file names the page saved (the kit saves through a clicked download link). */
function savedFiles() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('ExportButton', () => {
  it('POSTs the filter as JSON, shows the progress while the file comes, and saves it under its name', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = mockFetch([
      mockEndpoint(EXPORT, async () => {
        await answered;
        return { status: 200, body: 'xlsx' };
      }),
    ]);
    const saved = savedFiles();
    renderShell(
      <ExportButton method="POST" path={EXPORT.path} body={{ status: 'active' }} fileName="hop-dong.xlsx" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Xuất Excel/ }));
    expect(await screen.findByRole('progressbar', { name: 'Đang xuất…' })).toBeTruthy();
    release();
    await waitFor(() => expect(saved).toEqual(['hop-dong.xlsx']));
    const sent = api.calls(EXPORT);
    expect(sent.map((r) => [r.body, r.headers.get('Content-Type')])).toEqual([
      [{ status: 'active' }, 'application/json'],
    ]);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain('Đã tải tệp Excel');
  });

  it("shows the server's refusal of a POST export in a toast and saves nothing", async () => {
    mockFetch([mockEndpoint(EXPORT, fail(422, 'Quá nhiều dòng để xuất'))]);
    const saved = savedFiles();
    renderShell(<ExportButton method="POST" path={EXPORT.path} body={{}} fileName="x.xlsx" />);
    fireEvent.click(await screen.findByRole('button', { name: /Xuất Excel/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Quá nhiều dòng để xuất');
    expect(saved).toEqual([]);
  });

  it('GETs a path with the filter in its query', async () => {
    const api = mockFetch([
      mockEndpoint({ method: 'GET', path: '/x/api/export' }, { status: 200, body: 'xlsx' }),
    ]);
    const saved = savedFiles();
    renderShell(<ExportButton path="/x/api/export?status=active" fileName="nhan-su.xlsx" />);
    fireEvent.click(await screen.findByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(saved).toEqual(['nhan-su.xlsx']));
    expect(api.requests.map((r) => r.search)).toEqual(['?status=active']);
  });

  it('shows the rows a streamed export announced and the kilobytes received, then saves the file', async () => {
    let push: (bytes: Uint8Array) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(bytes);
        end = () => controller.close();
      },
    });
    // A streamed body: no Content-Length, the row count in X-Export-Rows.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body, { headers: { 'X-Export-Rows': '12000' } }))),
    );
    const saved = savedFiles();
    renderShell(<ExportButton path="/order/api/v3/orders/export?status=pending" fileName="don-hang.xlsx" />);
    fireEvent.click(await screen.findByRole('button', { name: /Xuất Excel/ }));
    push(new Uint8Array(3 * 1024));
    await waitFor(() => expect(screen.getByText('12.000 dòng · đã nhận 3 KB')).toBeTruthy());
    push(new Uint8Array(2 * 1024));
    await waitFor(() => expect(screen.getByText('12.000 dòng · đã nhận 5 KB')).toBeTruthy());
    expect(saved).toEqual([]);
    end();
    await waitFor(() => expect(saved).toEqual(['don-hang.xlsx']));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says the download broke off when a streamed export is cut', async () => {
    let fail: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
        fail = () => controller.error(new TypeError('terminated'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body, { headers: { 'X-Export-Rows': '5' } }))),
    );
    const saved = savedFiles();
    renderShell(<ExportButton path="/x/api/export" fileName="x.xlsx" />);
    fireEvent.click(await screen.findByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(screen.getByText('5 dòng · đã nhận 1 KB')).toBeTruthy());
    fail();
    expect((await screen.findByRole('alert')).textContent).toContain('Tải tệp bị gián đoạn');
    expect(saved).toEqual([]);
  });
});
