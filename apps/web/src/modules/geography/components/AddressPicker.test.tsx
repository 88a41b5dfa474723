import { geographyApi, type AddressValue } from '@kenh/contract';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { applyLanguage } from '../../../platform/i18n';
import { AddressPicker } from './AddressPicker';

const CURRENT_PROVINCES = [
  { code: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung Ương' },
  { code: '79', name: 'Thành phố Hồ Chí Minh', type: 'Thành phố Trung Ương' },
];
const WARDS: Record<string, { code: string; name: string; province_code: string }[]> = {
  '01': [
    { code: '00004', name: 'Phường Ba Đình', province_code: '01' },
    { code: '00166', name: 'Phường Cầu Giấy', province_code: '01' },
  ],
  '79': [
    { code: '26734', name: 'Phường Sài Gòn', province_code: '79' },
    { code: '26882', name: 'Phường An Hội Tây', province_code: '79' },
  ],
};
const LEGACY_PROVINCES = [
  { code: '01', name: 'Thành phố Hà Nội', type: 'thanh-pho' },
  { code: '79', name: 'Thành phố Hồ Chí Minh', type: 'thanh-pho' },
];

function server() {
  return mockFetch([
    mockEndpoint(geographyApi.provinces, (request) =>
      ok(new URLSearchParams(request.search).get('legacy') === 'true' ? LEGACY_PROVINCES : CURRENT_PROVINCES),
    ),
    mockEndpoint(geographyApi.subdivisions, (request) =>
      ok(WARDS[request.params.code as keyof typeof WARDS]),
    ),
    mockEndpoint(geographyApi.districts, ok([{ code: '764', name: 'Quận Gò Vấp', province_code: '79' }])),
    mockEndpoint(
      geographyApi.districtWards,
      ok([{ code: '26881', name: 'Phường 12', province_code: '79', district_code: '764' }]),
    ),
    mockEndpoint(
      geographyApi.wardMapping,
      ok({
        legacy: {
          ward_code: '26881',
          ward_name: 'Phường 12',
          district_code: '764',
          district_name: 'Quận Gò Vấp',
          province_code: '79',
          province_name: 'Thành phố Hồ Chí Minh',
        },
        source: 'package',
        current: [
          {
            ward_code: '26882',
            ward_name: 'Phường An Hội Tây',
            province_code: '79',
            province_name: 'Thành phố Hồ Chí Minh',
          },
        ],
      }),
    ),
  ]);
}

let lastValue: AddressValue | null | undefined;
function Harness({ initial = null }: { initial?: AddressValue | null }) {
  const [value, setValue] = useState<AddressValue | null>(initial);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressPicker
        id="addr"
        value={value}
        onChange={(next) => {
          lastValue = next;
          setValue(next);
        }}
      />
    </QueryClientProvider>
  );
}

const IDS: Record<string, string> = {
  'Tỉnh/Thành phố': 'addr-province',
  'Quận/Huyện': 'addr-district',
  'Phường/Xã': 'addr-ward',
  District: 'addr-district',
  'Ward/Commune': 'addr-ward',
};
const input = (label: string) => document.getElementById(IDS[label]!) as HTMLInputElement;
const selectRoot = (label: string) => input(label).closest('.ant-select') as HTMLElement;
const open = (label: string) => fireEvent.mouseDown(selectRoot(label).querySelector('.ant-select-content')!);
const options = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((o) => o.textContent);
async function choose(label: string, option: string) {
  open(label);
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}; have ${options().join(', ')}`);
    return found;
  });
  fireEvent.click(item);
}
const shown = (label: string) =>
  selectRoot(label).querySelector('.ant-select-content-has-value')?.textContent ?? null;

describe('AddressPicker', () => {
  it('2025 mode: a province loads its wards, the search ignores diacritics, a new province clears the ward', async () => {
    const api = server();
    lastValue = undefined;
    render(<Harness />);
    expect(selectRoot('Phường/Xã').className).toContain('ant-select-disabled');
    await choose('Tỉnh/Thành phố', 'Thành phố Hà Nội');
    expect(lastValue).toEqual({ province_code: '01', ward_code: '' });
    await waitFor(() => expect(api.calls(geographyApi.subdivisions, { code: '01' })).toHaveLength(1));

    open('Phường/Xã');
    fireEvent.change(input('Phường/Xã'), { target: { value: 'cau giay' } });
    await waitFor(() => expect(options()).toEqual(['Phường Cầu Giấy']));
    await choose('Phường/Xã', 'Phường Cầu Giấy');
    expect(lastValue).toEqual({ province_code: '01', ward_code: '00166' });
    expect(shown('Phường/Xã')).toBe('Phường Cầu Giấy');

    await choose('Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
    expect(lastValue).toEqual({ province_code: '79', ward_code: '' });
    expect(shown('Phường/Xã')).toBeNull();
    await choose('Phường/Xã', 'Phường Sài Gòn');
    expect(lastValue).toEqual({ province_code: '79', ward_code: '26734' });
    // Lists are fetched once and kept (staleTime Infinity).
    expect(api.calls(geographyApi.provinces)).toHaveLength(1);
  });

  it('legacy mode: province → district → ward, and shows the current ward of the old one', async () => {
    const api = server();
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('Địa chỉ cũ (trước 01/07/2025)'));
    await choose('Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
    expect(api.calls(geographyApi.provinces).map((r) => r.search)).toContain('?legacy=true');
    expect(lastValue).toEqual({ province_code: '79', ward_code: '', district_code: '', legacy: true });
    await choose('Quận/Huyện', 'Quận Gò Vấp');
    await choose('Phường/Xã', 'Phường 12');
    expect(lastValue).toEqual({
      province_code: '79',
      district_code: '764',
      ward_code: '26881',
      legacy: true,
    });
    expect((await screen.findByTestId('address-now')).textContent).toBe(
      'Nay: Phường An Hội Tây, Thành phố Hồ Chí Minh',
    );
    // A new province clears district, ward and the "now" line.
    await choose('Tỉnh/Thành phố', 'Thành phố Hà Nội');
    expect(lastValue).toEqual({ province_code: '01', ward_code: '', district_code: '', legacy: true });
    expect(shown('Quận/Huyện')).toBeNull();
    expect(screen.queryByTestId('address-now')).toBeNull();
  });

  it('opens a stored legacy address in legacy mode, in English too', async () => {
    server();
    applyLanguage('en');
    render(
      <Harness initial={{ province_code: '79', district_code: '764', ward_code: '26881', legacy: true }} />,
    );
    expect((await screen.findByTestId('address-now')).textContent).toBe(
      'Now: Phường An Hội Tây, Thành phố Hồ Chí Minh',
    );
    await waitFor(() => expect(shown('Ward/Commune')).toBe('Phường 12'));
    expect(shown('District')).toBe('Quận Gò Vấp');
  });
});
