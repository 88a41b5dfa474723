import { locateApi } from '@kenh/contract';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { AreaZoneSelect, type AreaZoneValue } from './AreaZoneSelect';

const DROPDOWN = [
  {
    value: 1,
    label: 'Khu vực Hà Nội 1',
    region: 'north',
    children: [
      { value: 11, label: 'Vùng Cầu Giấy' },
      { value: 12, label: 'Vùng Đống Đa' },
    ],
  },
  {
    value: 2,
    label: 'Khu vực Hồ Chí Minh 1',
    region: 'south',
    children: [{ value: 21, label: 'Vùng Bến Thành' }],
  },
];

let last: AreaZoneValue | undefined;
function Harness({ initial }: { initial: AreaZoneValue }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AreaZoneSelect
        id="loc"
        value={value}
        onChange={(next) => {
          last = next;
          setValue(next);
        }}
      />
    </QueryClientProvider>
  );
}

const root = (part: 'area' | 'zone') =>
  document.getElementById(`loc-${part}`)!.closest('.ant-select') as HTMLElement;
const visibleOptions = () => [
  ...document.querySelectorAll<HTMLElement>(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  ),
];
async function choose(part: 'area' | 'zone', label: string) {
  fireEvent.mouseDown(root(part).querySelector('.ant-select-content')!);
  const option = await waitFor(() => {
    const found = visibleOptions().find((o) => o.textContent === label);
    if (!found) throw new Error(`no ${label}`);
    return found;
  });
  fireEvent.click(option);
}
const zoneLabels = async () => {
  fireEvent.mouseDown(root('zone').querySelector('.ant-select-content')!);
  return waitFor(() => {
    const labels = visibleOptions().map((o) => o.textContent);
    if (labels.length === 0) throw new Error('no zone options');
    return labels;
  });
};

// The pickers' calls go out only for a user allowed to make them.
beforeEach(() => signIn({ permission: ['area'] }));

describe('AreaZoneSelect', () => {
  it('lists only the chosen area’s zones and clears the zone when the area changes', async () => {
    const api = mockFetch([mockEndpoint(locateApi.locateDropdown, ok(DROPDOWN))]);
    render(<Harness initial={{ area_id: null, zone_id: null }} />);
    expect(root('zone').className).toContain('ant-select-disabled');
    await choose('area', 'Khu vực Hà Nội 1');
    expect(last).toEqual({ area_id: 1, zone_id: null });
    expect(await zoneLabels()).toEqual(['Vùng Cầu Giấy', 'Vùng Đống Đa']);
    await choose('zone', 'Vùng Đống Đa');
    expect(last).toEqual({ area_id: 1, zone_id: 12 });
    await choose('area', 'Khu vực Hồ Chí Minh 1');
    expect(last).toEqual({ area_id: 2, zone_id: null });
    expect(root('zone').querySelector('.ant-select-content-has-value')).toBeNull();
    expect(api.calls(locateApi.locateDropdown)).toHaveLength(1);
  });

  it('shows a stored area and zone by name', async () => {
    mockFetch([mockEndpoint(locateApi.locateDropdown, ok(DROPDOWN))]);
    render(<Harness initial={{ area_id: 2, zone_id: 21 }} />);
    await waitFor(() =>
      expect(root('zone').querySelector('.ant-select-content-has-value')?.textContent).toBe('Vùng Bến Thành'),
    );
    expect(root('area').querySelector('.ant-select-content-has-value')?.textContent).toBe(
      'Khu vực Hồ Chí Minh 1',
    );
  });
});
