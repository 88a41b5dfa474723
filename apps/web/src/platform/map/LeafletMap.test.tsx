import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { platformApi } from '@kenh/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { LeafletMap } from './LeafletMap';

const TILE_STUB = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

const CENTER = { lat: 21.0285, lng: 105.8542 };

// happy-dom lays nothing out: give the map's box a size, as a browser would (restored after each test).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  mockFetch([mockEndpoint(platformApi.publicConfig, ok({ map_tile_url: TILE_STUB }))]);
});

describe('LeafletMap', () => {
  it('draws its points as plain markers, tiles from the server setting, and says so when they cannot load', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LeafletMap
          height={300}
          center={CENTER}
          zoom={17}
          points={[{ id: 'a', ...CENTER, label: 'Tạp hóa Minh Anh', kind: 'CHTH' }]}
          kindColors={{ CHTH: '#2E7D32' }}
        />
      </QueryClientProvider>,
    );
    const marker = await screen.findByTitle('Tạp hóa Minh Anh');
    // No marker image to fetch: the marker is markup coloured by its kind.
    expect(marker.querySelector('img')).toBeNull();
    expect(marker.querySelector<HTMLElement>('.kenh-map__marker')?.style.background.toLowerCase()).toBe(
      '#2e7d32',
    );
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile!.src).toMatch(/^http:\/\/127\.0\.0\.1:9\/tiles\/17\/\d+\/\d+\.png$/);
    act(() => {
      tile!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Không tải được nền bản đồ; các điểm vẫn hiển thị.',
    );
    expect(screen.getByTitle('Tạp hóa Minh Anh')).toBeTruthy();
  });
});
