import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerApi, type TransferResult } from '@kenh/contract';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { partnerDetail, partnerRow } from '../components/partner-fixtures.test-kit';
import { partnerPaths } from '../paths';
import { NppTransferPage } from './NppTransferPage';

const SOURCE = partnerDetail({ id: 5, fullname: 'NPP Hoàng Long' });
const STAFF = [
  partnerRow({ id: 21, type: 'NVTT', fullname: 'Trần Văn Bình', distributor_id: 5 }),
  partnerRow({ id: 22, type: 'NVTT', fullname: 'Lê Thị Cúc', distributor_id: 5 }),
];

function moves(dryRun: boolean): TransferResult {
  return {
    dry_run: dryRun,
    from_distributor_id: 5,
    to_distributor_id: 9,
    field_staff: [{ id: 22, fullname: 'Lê Thị Cúc', field_staff_id: null }],
    stores: [
      { id: 301, fullname: 'Tạp hóa Minh Anh', field_staff_id: 22 },
      { id: 302, fullname: 'Tạp hóa Hương', field_staff_id: 22 },
    ],
  };
}

function render() {
  signIn({ permission: ['partner', 'partner.manage'] });
  const api = mockFetch([
    mockEndpoint(partnerApi.get, ok(SOURCE)),
    mockEndpoint(
      partnerApi.dropdownNppByZone,
      ok([
        { value: 5, label: 'NPP Hoàng Long', type: 'NPP' },
        { value: 9, label: 'NPP Thành Công', type: 'NPP' },
      ]),
    ),
    mockEndpoint(partnerApi.list, ok({ results: STAFF, total: 2 })),
    mockEndpoint(partnerApi.transferNvtt, (request) =>
      ok(moves((request.body as { dry_run: boolean }).dry_run)),
    ),
  ]);
  renderShell([{ path: partnerPaths.nppTransfer, element: <NppTransferPage /> }], {
    path: '/npp-manager/5/tranfer',
  });
  return api;
}

async function chooseTarget() {
  const field = (await screen.findByRole('combobox', { name: 'Sang nhà phân phối' })).closest('.ant-select');
  fireEvent.mouseDown(field!.querySelector('.ant-select-content')!);
  const target = await screen.findByTitle('NPP Thành Công');
  // The source itself is not offered as the target.
  expect(screen.queryByTitle('NPP Hoàng Long')).toBeNull();
  fireEvent.click(target);
}

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
});

describe('/npp-manager/:id/tranfer', () => {
  it('previews what moves for the chosen field staff, then moves it after confirmation', async () => {
    const api = render();
    const confirmButton = await screen.findByRole('button', { name: 'Chuyển' });
    expect(
      screen.getByText('NPP Hoàng Long', { selector: '.ant-form-item-control-input-content' }),
    ).toBeTruthy();
    expect(confirmButton.hasAttribute('disabled')).toBe(true);
    await chooseTarget();
    fireEvent.click(screen.getByRole('radio', { name: /Chỉ các NVTT đã chọn/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lê Thị Cúc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xem trước' }));

    const preview = await screen.findByRole('region', { name: 'Xem trước' });
    expect(within(preview).getByText('Sẽ chuyển 1 NVTT và 2 cửa hàng')).toBeTruthy();
    const stores = within(preview).getByRole('region', { name: 'Cửa hàng được chuyển' });
    expect(
      within(stores)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Tạp hóa Minh Anh · Lê Thị Cúc', 'Tạp hóa Hương · Lê Thị Cúc']);
    expect(api.calls(partnerApi.transferNvtt)[0]?.body).toEqual({
      from_distributor_id: 5,
      to_distributor_id: 9,
      nvtt_ids: [22],
      dry_run: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển sang “NPP Thành Công”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chuyển' }));
    await waitFor(() => expect(api.calls(partnerApi.transferNvtt)).toHaveLength(2));
    expect(api.calls(partnerApi.transferNvtt)[1]?.body).toMatchObject({ nvtt_ids: [22], dry_run: false });
  });

  it('forgets the preview when the choice changes, so nothing moves unseen', async () => {
    const api = render();
    await chooseTarget();
    fireEvent.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByText('Sẽ chuyển 1 NVTT và 2 cửa hàng')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Chỉ các NVTT đã chọn/ }));
    expect(screen.queryByText('Sẽ chuyển 1 NVTT và 2 cửa hàng')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chuyển' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls(partnerApi.transferNvtt)).toHaveLength(1);
  });
});
