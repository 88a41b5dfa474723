import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformApi, staffApi } from '@kenh/contract';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { STAFF_DETAIL } from '../staff-test-kit';

/** Someone with only their own record: no `employeestaff`. */
const CLERK = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 12, is_superuser: false },
  permission: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('/staff/:id?', () => {
  it('shows a record under its name with breadcrumbs, status, an edit link and its labelled history', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch(
      [
        mockEndpoint(staffApi.mGet, ok(STAFF_DETAIL)),
        mockEndpoint(
          platformApi.history,
          ok({
            results: [
              {
                id: 1,
                action: 'update',
                actor: { id: 1, username: 'admin', fullname: null },
                at: '2026-03-02T01:30:00.000Z',
                diff: {
                  birthDate: { from: null, to: '1990-03-15' },
                  gender: { from: 'male', to: 'female' },
                  nationality: { from: null, to: 'VN' },
                  ethnicity: { from: '01', to: '04' },
                  relatives: { from: [], to: ['mother: Lê Thị Oanh', 'child: Lê Minh Em'] },
                  positionId: { from: 2, to: 3 },
                },
              },
            ],
            total: 1,
            names: { positionId: { 2: 'Nhân viên bán hàng', 3: 'Giám sát khu vực' } },
          }),
        ),
      ],
      { fallback: () => ok([]) },
    );
    renderApp('/staff/5');
    expect(await screen.findByRole('heading', { name: 'Trần Thị Bình' })).toBeTruthy();
    const crumbs = document.querySelector<HTMLElement>('.ant-breadcrumb')!;
    expect(within(crumbs).getByRole('link', { name: 'Hồ sơ nhân sự' })).toBeTruthy();
    expect(screen.getAllByText('Đang làm việc').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Lịch sử thay đổi' }));
    const entry = (await screen.findByText('admin')).closest<HTMLElement>('[role="listitem"]') as HTMLElement;
    expect(within(entry).getByText('Ngày sinh')).toBeTruthy();
    expect(within(entry).getByText('15/03/1990')).toBeTruthy();
    expect(within(entry).getByText('Nam')).toBeTruthy();
    expect(within(entry).getByText('Nữ')).toBeTruthy();
    // Master-data codes by their names, the position by the name the history call sent.
    const cells = (label: string) =>
      within(within(entry).getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Quốc tịch')).toEqual(['Quốc tịch', '(trống)', 'Việt Nam']);
    expect(cells('Dân tộc')).toEqual(['Dân tộc', 'Kinh', 'Mường']);
    expect(cells('Quan hệ gia đình')).toEqual([
      'Quan hệ gia đình',
      '(trống)',
      'Mẹ: Lê Thị Oanh, Con: Lê Minh Em',
    ]);
    expect(cells('Chức vụ')).toEqual(['Chức vụ', 'Nhân viên bán hàng', 'Giám sát khu vực']);
    expect(api.calls(platformApi.history, { entity: 'staff', id: 5 })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Sửa' }));
    expect(await screen.findByLabelText('Ngày sinh')).toBeTruthy();
  });

  it("shows one's own record without a history tab to someone who may not read others'", async () => {
    signInAs(CLERK);
    const api = mockFetch([mockEndpoint(staffApi.mine, ok(STAFF_DETAIL))], { fallback: () => ok([]) });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Hồ sơ của tôi' })).toBeTruthy();
    expect(screen.getByText('Trần Thị Bình')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Lịch sử thay đổi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa' })).toBeNull();
    expect(api.calls(platformApi.history)).toHaveLength(0);
  });
});
