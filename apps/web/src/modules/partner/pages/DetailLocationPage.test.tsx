import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerApi } from '@kenh/contract';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { partnerDetail } from '../components/partner-fixtures.test-kit';
import { partnerPaths } from '../paths';
import { DetailLocationPage } from './DetailLocationPage';

const STORE = partnerDetail({
  id: 31,
  type: 'CHTH',
  fullname: 'Tạp hóa Minh Anh',
  latitude: 21.0285,
  longitude: 105.8542,
});

// happy-dom lays nothing out: give the map's box a size, as a browser would (restored after each test).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});

function render() {
  signIn({ permission: ['partner'] });
  const api = mockFetch([
    mockEndpoint(partnerApi.get, ok(STORE)),
    mockEndpoint(
      partnerApi.placesWithinRadiusPaginate,
      ok({
        results: [
          {
            id: 32,
            type: 'CHTH',
            fullname: 'Tạp hóa Hương',
            phone: null,
            address_text: '12 Hàng Bạc, Hoàn Kiếm',
            latitude: 21.034,
            longitude: 105.852,
            distance_m: 640,
          },
          {
            id: 5,
            type: 'NPP',
            fullname: 'NPP An Phát',
            phone: null,
            address_text: null,
            latitude: 21.04,
            longitude: 105.87,
            distance_m: 1930,
          },
        ],
        total: 2,
      }),
    ),
  ]);
  renderShell([{ path: partnerPaths.detailLocation, element: <DetailLocationPage /> }], {
    path: '/detail-location?id=31',
  });
  return api;
}

describe('/detail-location', () => {
  it('lists the neighbours within 2 km of the partner, nearest first, with their distance', async () => {
    const api = render();
    const list = await screen.findByRole('region', { name: 'Điểm lân cận' });
    expect(await within(list).findByText('2 điểm trong bán kính')).toBeTruthy();
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Tạp hóa Hương');
    expect(rows[0]).toContain('640 m');
    expect(rows[1]).toContain('1,9 km');
    expect(api.calls(partnerApi.placesWithinRadiusPaginate)[0]?.body).toMatchObject({
      lat: 21.0285,
      lng: 105.8542,
      radius: 2000,
      exclude_id: 31,
      page: 0,
    });
    // The neighbours are markers too, with no tile needed.
    expect(screen.getByTitle('Tạp hóa Hương')).toBeTruthy();
  });

  it('searches around a clicked point', async () => {
    const api = render();
    await screen.findByText('2 điểm trong bán kính');
    const map = document.querySelector<HTMLElement>('.leaflet-container')!;
    // 150 px right of the centre at zoom 14: 150 × 360 / (256 × 2¹⁴) ≈ 0.0129° of longitude further east.
    fireEvent.click(map, { clientX: 450, clientY: 200 });
    await waitFor(() => expect(api.calls(partnerApi.placesWithinRadiusPaginate).length).toBeGreaterThan(1));
    const last = api.calls(partnerApi.placesWithinRadiusPaginate).at(-1)?.body as {
      lat: number;
      lng: number;
    };
    expect(last.lat).toBeCloseTo(21.0285, 3);
    expect(last.lng).toBeCloseTo(105.8542 + 0.0129, 3);
    // The centre moves to the clicked point (and stays in the address).
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'SPAN' && /^Tâm tìm kiếm: 21\.028\d+, 105\.867/.test(el.textContent ?? ''),
      ),
    ).toBeTruthy();
  });
});
