import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffApi, type Staff } from '@kenh/contract';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

const ref = (id: number, name: string) => ({ id, name });

const STAFF: Staff = {
  id: 5,
  code: 'NV0005',
  fullname: 'Trần Thị Bình',
  gender: 'female',
  birth_date: null,
  id_number: null,
  id_issue_date: null,
  id_issue_place: null,
  permanent_address: null,
  current_address: null,
  marital_status: null,
  nationality: null,
  ethnicity: null,
  join_date: '2026-01-05',
  phone: '0901234567',
  email: null,
  account_id: null,
  account: null,
  position_id: 2,
  position: ref(2, 'Giám sát khu vực'),
  org_unit_id: null,
  org_unit: null,
  office_id: null,
  office: null,
  area_id: 1,
  area: ref(1, 'Tây Nguyên'),
  zone_id: null,
  zone: null,
  manager_id: null,
  manager: null,
  status: 'active',
  note: null,
  created_at: '2026-01-05T01:00:00.000Z',
  updated_at: '2026-01-05T01:00:00.000Z',
};

afterEach(() => {
  setViewport(1440);
  vi.unstubAllGlobals();
});

describe('/staff-manager/m-staff', () => {
  it('sends the filters of the address to the list and shows dates as dd/mm/yyyy', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([mockEndpoint(staffApi.staffList, ok({ results: [STAFF], total: 1 }))]);
    renderApp('/staff-manager/m-staff?status=active&join_date_from=2026-01-05&page=0');
    expect(await screen.findByText('Trần Thị Bình')).toBeTruthy();
    expect(api.calls(staffApi.staffList).at(-1)?.body).toMatchObject({
      status: 'active',
      join_date_from: '2026-01-05',
      page: 0,
      page_size: 20,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Vào làm từ').value).toBe('05/01/2026');
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeTruthy();
  });

  it('on a phone shows the first record as a card, with the filters folded into "Bộ lọc"', async () => {
    setViewport(390);
    signInAs(ADMIN_LOGIN);
    mockFetch([mockEndpoint(staffApi.staffList, ok({ results: [STAFF], total: 1 }))]);
    renderApp('/staff-manager/m-staff?status=active');
    const cards = await screen.findByTestId('list-cards');
    expect(within(cards).getByText('NV0005 · Trần Thị Bình')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The seven filters wait in the panel; only search and the one button stand above the records.
    expect(screen.queryByLabelText('Vào làm từ')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc \(1\)/ }));
    expect(await screen.findByLabelText('Vào làm từ')).toBeTruthy();
  });
});
