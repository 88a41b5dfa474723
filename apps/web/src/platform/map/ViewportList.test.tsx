import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapBounds, MapPoint } from './geo';
import { pointsMatching, ViewportList } from './ViewportList';

const POINTS: MapPoint[] = [
  { id: 'npp-1', lat: 21.03, lng: 105.85, label: 'NPP Hoàn Kiếm', detail: 'Hà Nội', kind: 'NPP' },
  { id: 'chth-1', lat: 21.01, lng: 105.81, label: 'Tạp hoá Đống Đa', detail: 'Hà Nội', kind: 'CHTH' },
  {
    id: 'chth-2',
    lat: 10.77,
    lng: 106.7,
    label: 'Tạp hoá Bến Thành',
    detail: 'TP. Hồ Chí Minh',
    kind: 'CHTH',
  },
];
const HANOI: MapBounds = { south: 20.9, west: 105.7, north: 21.1, east: 106.0 };
const SAIGON: MapBounds = { south: 10.6, west: 106.5, north: 10.9, east: 106.9 };

/** The list as a map page wires it: the search narrows the points, the map reports its bounds. */
function Harness({ bounds, onChoose }: { bounds: MapBounds | undefined; onChoose?: (p: MapPoint) => void }) {
  const [search, setSearch] = useState('');
  return (
    <ViewportList
      points={pointsMatching(POINTS, search)}
      bounds={bounds}
      search={search}
      onSearch={setSearch}
      searchPlaceholder="Tìm điểm"
      onChoose={onChoose ?? (() => undefined)}
      kindLabels={{ NPP: 'Nhà phân phối', CHTH: 'Cửa hàng' }}
    />
  );
}

const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent ?? '');

describe('ViewportList', () => {
  it('lists only the points inside the map view and follows it when the view moves', () => {
    const view = render(<Harness bounds={HANOI} />);
    expect(rows()).toHaveLength(2);
    expect(rows().join()).toContain('NPP Hoàn Kiếm');
    expect(rows().join()).not.toContain('Bến Thành');
    expect(screen.getByRole('heading', { name: 'Trong vùng đang xem (2)' })).toBeTruthy();

    view.rerender(<Harness bounds={SAIGON} />);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toContain('Tạp hoá Bến Thành');
    expect(rows()[0]).toContain('Cửa hàng');

    view.rerender(<Harness bounds={{ south: 0, west: 0, north: 1, east: 1 }} />);
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('Không có điểm nào trong vùng đang xem')).toBeTruthy();
  });

  it('lists every point until the map reports its bounds', () => {
    render(<Harness bounds={undefined} />);
    expect(rows()).toHaveLength(3);
  });

  it('filters by the search, ignoring diacritics, within the view', () => {
    render(<Harness bounds={HANOI} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm điểm' }), { target: { value: 'dong da' } });
    expect(rows()).toEqual([expect.stringContaining('Tạp hoá Đống Đa')]);
    // A match outside the view stays out of the list.
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm điểm' }), { target: { value: 'ben thanh' } });
    expect(rows()).toHaveLength(0);
  });

  it('hands the chosen row to the map', () => {
    const chosen: MapPoint[] = [];
    render(<Harness bounds={HANOI} onChoose={(p) => chosen.push(p)} />);
    const row = screen.getAllByRole('listitem')[0];
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByText('NPP Hoàn Kiếm'));
    expect(chosen.map((p) => p.id)).toEqual(['npp-1']);
  });
});
