import { FILE_DOWNLOAD_PATH, priceListApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { priceListOf } from '../components/price-list.test-kit';
import { priceListManifest } from '../manifest';

const POSTER = {
  id: 'f-1',
  mime: 'image/png',
  size: 2048,
  originalName: 'bang-gia-thang-12.png',
  createdAt: '2030-11-21T02:00:00.000Z',
};
const LEAFLET = {
  id: 'f-2',
  mime: 'application/pdf',
  size: 4096,
  originalName: 'to-roi.pdf',
  createdAt: '2030-11-21T02:00:00.000Z',
};

function mockImages() {
  return mockFetch([
    mockEndpoint(priceListApi.get, ok(priceListOf({ image_count: 2 }))),
    mockEndpoint(priceListApi.images, ok([POSTER, LEAFLET])),
    mockEndpoint(priceListApi.uploadImage, ok(POSTER)),
    mockEndpoint(priceListApi.deleteImage, ok({})),
    mockEndpoint({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { status: 200, body: 'png' }),
  ]);
}

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

describe('/price-list/pending/{id}/images', () => {
  it('lists the posters, refuses a file of another type or too large before sending, uploads the others', async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage'] });
    const api = mockImages();
    renderApp('/price-list/pending/7/images', [priceListManifest]);
    expect(await screen.findByText('bang-gia-thang-12.png')).toBeTruthy();
    expect(screen.getByText('to-roi.pdf')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Tải ảnh lên');
    const text = new File(['x'], 'ghi-chu.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'lon.png', { type: 'image/png' });
    const poster = new File(['png'], 'moi.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [text, huge, poster] } });
    expect(await screen.findByText('Tệp “ghi-chu.txt” không phải ảnh JPG, PNG, WebP hay PDF')).toBeTruthy();
    expect(await screen.findByText('Tệp “lon.png” lớn hơn 10 MB')).toBeTruthy();
    await waitFor(() => expect(api.calls(priceListApi.uploadImage, { id: 7 })).toHaveLength(1));
  });

  it('deletes a poster after confirming', async () => {
    signIn({ permission: ['pricelistproduct', 'pricelistproduct.manage'] });
    const api = mockImages();
    renderApp('/price-list/pending/7/images', [priceListManifest]);
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa to-roi.pdf' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() =>
      expect(api.calls(priceListApi.deleteImage, { id: 7, fileId: 'f-2' })).toHaveLength(1),
    );
  });

  it('shows the posters without upload or delete to a reader', async () => {
    signIn({ permission: ['pricelistproduct'] });
    mockImages();
    renderApp('/price-list/pending/7/images', [priceListManifest]);
    expect(await screen.findByText('bang-gia-thang-12.png')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tải ảnh lên/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa to-roi.pdf' })).toBeNull();
  });
});
