import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeafletMap } from './LeafletMap';

const CENTER = { lat: 21.0285, lng: 105.8542 };

// happy-dom lays nothing out: give the map's box a size, as a browser would (restored after each test).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

describe('LeafletMap', () => {
  it('draws its points as plain markers and says so when the tiles cannot load', async () => {
    const { container } = render(
      <LeafletMap
        height={300}
        center={CENTER}
        zoom={17}
        points={[{ id: 'a', ...CENTER, label: 'Tạp hóa Minh Anh', kind: 'CHTH' }]}
        kindColors={{ CHTH: '#2E7D32' }}
      />,
    );
    const marker = await screen.findByTitle('Tạp hóa Minh Anh');
    // No marker image to fetch: the marker is markup coloured by its kind.
    expect(marker.querySelector('img')).toBeNull();
    expect(marker.querySelector<HTMLElement>('.kenh-map__marker')?.style.background.toLowerCase()).toBe(
      '#2e7d32',
    );
    expect(screen.queryByRole('status')).toBeNull();
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile).not.toBeNull();
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
