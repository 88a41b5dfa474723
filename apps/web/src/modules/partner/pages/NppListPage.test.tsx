import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locateApi, partnerApi } from '@kenh/contract';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { partnerDetail, partnerRow } from '../components/partner-fixtures.test-kit';
import { partnerPaths } from '../paths';
import { NppListPage } from './NppListPage';

const ROWS = [
  partnerRow({ id: 1, fullname: 'NPP An Phát', tax_code: '0100233488', area_name: 'Miền Bắc' }),
  partnerRow({ id: 2, fullname: 'NPP Hoàng Long', status: 'inactive', area_name: 'Miền Nam' }),
];

function render(path = '/npp-manager') {
  signIn({ permission: ['partner', 'partner.manage', 'user.create'] });
  const api = mockFetch(
    [
      mockEndpoint(partnerApi.list, (request) =>
        ok({ results: request.search.includes('status=inactive') ? [ROWS[1]] : ROWS, total: 2 }),
      ),
      mockEndpoint(locateApi.locateDropdown, ok([])),
      mockEndpoint(partnerApi.create, (request) =>
        ok(partnerDetail({ id: 9, fullname: (request.body as { fullname: string }).fullname })),
      ),
    ],
    { fallback: () => ok([]) },
  );
  renderShell(
    [
      { path: partnerPaths.npp, element: <NppListPage /> },
      { path: '*', element: <p>opened</p> },
    ],
    {
      path,
    },
  );
  return api;
}

afterEach(() => unmountFeedbackHost());

describe('/npp-manager', () => {
  it('lists the distributors of the address’s filter, always as type NPP', async () => {
    const api = render('/npp-manager?status=inactive&search=hoang');
    expect(await screen.findByRole('link', { name: 'NPP Hoàng Long' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NPP An Phát' })).toBeNull();
    const sent = new URLSearchParams(api.calls(partnerApi.list).at(-1)?.search);
    expect([sent.get('type'), sent.get('status'), sent.get('search')]).toEqual(['NPP', 'inactive', 'hoang']);
    expect(screen.getByRole('link', { name: 'NPP Hoàng Long' }).getAttribute('href')).toBe('/npp-manager/2');
  });

  it('creates a distributor with its account and profile, checking the tax code first', async () => {
    const api = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm nhà phân phối' }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) => {
      const field = within(dialog).getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    };
    type('Tên nhà phân phối', 'NPP Thành Công');
    type('Tên đăng nhập', 'npp.thanhcong');
    type('Mật khẩu', 'MatKhau@2026');
    type('Mã số thuế', '0100233489');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(dialog).findByText('Mã số thuế không hợp lệ (10 số, hoặc 13 số với mã chi nhánh)'),
    ).toBeTruthy();
    expect(api.calls(partnerApi.create)).toHaveLength(0);

    type('Mã số thuế', '0100233488');
    type('Diện tích kho (m²)', '1200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(partnerApi.create)).toHaveLength(1));
    expect(api.calls(partnerApi.create)[0]?.body).toMatchObject({
      type: 'NPP',
      fullname: 'NPP Thành Công',
      username: 'npp.thanhcong',
      tax_code: '0100233488',
      warehouse_area_m2: 1200,
    });
    expect(await screen.findByText('opened')).toBeTruthy();
  });
});
