import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffApi } from '@kenh/contract';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { STAFF } from '../staff-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('/staff-manager/staff', () => {
  it("sends the address's manager filter, search and page to all_staff and links each row to its account page", async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      mockEndpoint(staffApi.allStaff, ok({ results: [{ ...STAFF, account_id: 8 }], total: 21 })),
      mockEndpoint(staffApi.staffList, ok({ results: [{ ...STAFF, id: 4, account_id: 4 }], total: 1 })),
    ]);
    renderApp('/staff-manager/staff?account_parent_id=4&search=binh&page=1');
    const link = await screen.findByRole('link', { name: 'Trần Thị Bình' });
    expect(link.getAttribute('href')).toBe('/staff-manager/staff/5');
    const query = new URLSearchParams(api.calls(staffApi.allStaff).at(-1)!.search);
    expect(query.get('account_parent_id')).toBe('4');
    expect(query.get('search')).toBe('binh');
    expect(query.get('page')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Nhân sự theo tài khoản' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm hồ sơ' })).toBeTruthy();
  });
});
