import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_PDF_PATH } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { OrderPdfButtons } from './OrderPdfButtons';

const PDF = { method: 'GET', path: ORDER_PDF_PATH } as const;

afterEach(() => {
  unmountFeedbackHost();
  vi.restoreAllMocks();
});

/** The file names the component saved (through a clicked download link). */
function savedFiles() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('OrderPdfButtons', () => {
  it('downloads the delivery note of an approved order as don-hang-<code>.pdf, in the page language', async () => {
    const api = mockFetch([mockEndpoint(PDF, { status: 200, body: '%PDF-1.3' })]);
    const saved = savedFiles();
    renderShell(<OrderPdfButtons order={{ id: 42, code: 'DH000042', status: 'approved' }} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: /Confirmation \(PDF\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Delivery note \(PDF\)/ }));
    await waitFor(() => expect(saved).toEqual(['don-hang-DH000042.pdf']));
    const sent = api.calls(PDF, { id: 42 });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.search).toBe('?kind=delivery');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect((await screen.findByRole('status')).textContent).toContain('PDF downloaded');
  });

  it('offers only the confirmation before approval, and shows a refusal in a toast without saving', async () => {
    mockFetch([mockEndpoint(PDF, fail(404, 'Không tìm thấy đơn hàng'))]);
    const saved = savedFiles();
    renderShell(<OrderPdfButtons order={{ id: 7, code: 'DH000007', status: 'draft' }} />);
    expect(screen.queryByRole('button', { name: /Phiếu giao hàng/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Phiếu xác nhận \(PDF\)/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Không tìm thấy đơn hàng');
    expect(saved).toEqual([]);
  });
});
