import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffApi } from '@kenh/contract';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { STAFF } from '../staff-test-kit';

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
