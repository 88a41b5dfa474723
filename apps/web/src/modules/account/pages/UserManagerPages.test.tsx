import {
  accessApi,
  accountApi,
  locateApi,
  platformApi,
  type Account,
  type AccountSession,
} from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';

const ACCOUNT: Account = {
  id: 31,
  username: 'nvtt.hai',
  fullname: 'Đặng Văn Hải',
  email: 'hai@example.vn',
  phone: '0912345678',
  type: 'NVTT',
  system_key: 'default',
  is_superuser: false,
  is_active: true,
  position: null,
  avatar_url: null,
  parent_id: null,
  area_id: 1,
  zone_id: 11,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};
const OTHER: Account = { ...ACCOUNT, id: 32, username: 'npp.an', fullname: 'Công ty An Phát', type: 'NPP' };

const PLACES = [
  { value: 1, label: 'Miền Bắc 1', region: 'north' as const, children: [{ value: 11, label: 'Hà Nội' }] },
  { value: 2, label: 'Miền Nam 1', region: 'south' as const, children: [{ value: 21, label: 'Bình Dương' }] },
];

const SESSIONS: AccountSession[] = [
  {
    id: '6f1c1c52-8a55-4c43-9a1e-2f7c3c1d0b11',
    created_at: '2026-03-02T01:30:00.000Z',
    last_used_at: '2026-03-03T02:00:00.000Z',
    user_agent: 'Chrome trên Windows',
    ip: '10.0.0.5',
    remember: true,
    current: false,
  },
  {
    id: '0b3e8a2f-4d0c-4f7a-8a5e-0c5c9f1d2e33',
    created_at: '2026-03-03T01:00:00.000Z',
    last_used_at: '2026-03-03T01:05:00.000Z',
    user_agent: 'Safari trên iPhone',
    ip: '10.0.0.9',
    remember: false,
    current: true,
  },
];

/** The calls every user-manager page makes besides its own. */
const common = [
  mockEndpoint(locateApi.locateDropdown, ok(PLACES)),
  mockEndpoint(
    accessApi.listRoles,
    ok({
      results: [
        {
          id: 5,
          name: 'Giám sát bán hàng',
          description: null,
          system_key: 'AD',
          permissions: [],
          module_permission: {},
          account_count: 1,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
    }),
  ),
  mockEndpoint(
    accountApi.getAccountDropdown,
    ok([{ value: 2, label: 'Trưởng Vùng Bắc', label_child: 'tv.bac' }]),
  ),
];

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('/user-manager', () => {
  it('sends the filters of the address, names the place, and filters by type, area and role', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      ...common,
      mockEndpoint(accountApi.getAll, ok({ results: [ACCOUNT, OTHER], total: 2 })),
    ]);
    const app = renderApp('/user-manager?is_active=true&zone_id=11');
    expect(await screen.findByText('nvtt.hai')).toBeTruthy();
    expect(api.calls(accountApi.getAll)[0]?.search).toBe('?page=0&page_size=20&is_active=true&zone_id=11');
    expect(await screen.findAllByText('Miền Bắc 1 · Hà Nội')).toHaveLength(2);

    await choose('Loại tài khoản', 'Nhà phân phối');
    await waitFor(() => expect(app.path()).toContain('type=NPP'));
    // Another area drops the zone, which belongs to the first one.
    await choose('Vùng', 'Miền Nam 1');
    await waitFor(() => expect(app.path()).toContain('area_id=2'));
    expect(app.path()).not.toContain('zone_id');
    await choose('Vai trò', 'Giám sát bán hàng');
    await waitFor(() => expect(app.path()).toContain('role_id=5'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(api.calls(accountApi.getAll).at(-1)?.search))).toEqual({
        page: '0',
        page_size: '20',
        is_active: 'true',
        type: 'NPP',
        area_id: '2',
        role_id: '5',
      }),
    );
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeTruthy();
    app.unmount();
  });

  it('deactivates the selected rows in one call after the confirmation', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      ...common,
      mockEndpoint(accountApi.getAll, ok({ results: [ACCOUNT, OTHER], total: 2 })),
      mockEndpoint(accountApi.inactiveManyAccounts, ok({ updated: 2 })),
    ]);
    renderApp('/user-manager');
    const row = (await screen.findByText('nvtt.hai')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    const other = screen.getByText('npp.an').closest('tr') as HTMLElement;
    fireEvent.click(within(other).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ngừng kích hoạt' }));
    const ask = await screen.findByText(/Ngừng kích hoạt Đặng Văn Hải, Công ty An Phát\?/);
    const dialog = ask.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ngừng kích hoạt' }));
    await waitFor(() => expect(api.calls(accountApi.inactiveManyAccounts)).toHaveLength(1));
    expect(api.calls(accountApi.inactiveManyAccounts)[0]?.body).toEqual({ ids: [31, 32] });
    expect(await screen.findByText('Đã ngừng kích hoạt các tài khoản đã chọn')).toBeTruthy();
  });
});

describe('/user-manager/create', () => {
  it('explains each type and opens its form', async () => {
    signInAs(ADMIN_LOGIN);
    mockFetch(common);
    const app = renderApp('/user-manager/create');
    expect(await screen.findByRole('heading', { name: 'Chọn loại tài khoản' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Chọn loại tài khoản' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(screen.getByText(/Nhân viên thị trường đi tuyến/)).toBeTruthy();
    expect(screen.getByText(/Nhà phân phối nhập hàng theo xe/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Nhân viên thị trường' }));
    expect(await screen.findByRole('heading', { name: 'Thêm tài khoản Nhân viên thị trường' })).toBeTruthy();
    expect(app.path()).toBe('/user-manager/create/NVTT');
    // NVTT report to a supervisor and work in a place; they have no position title.
    expect(screen.getByRole('combobox', { name: 'Người quản lý' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Vùng' })).toBeTruthy();
    expect(screen.queryByLabelText('Chức vụ')).toBeNull();
  });

  it('the distributor form checks its fields, creates with type NPP and offers the partner profile', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      ...common,
      mockEndpoint(accountApi.createUser, (request) =>
        ok({ ...OTHER, id: 77, ...(request.body as object), profile: [] }),
      ),
    ]);
    const app = renderApp('/user-manager/create/NPP');
    expect(await screen.findByRole('heading', { name: 'Thêm tài khoản Nhà phân phối' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Người quản lý' })).toBeNull();

    const type = (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    type('Tên đăng nhập', 'npp.anphat');
    type('Mật khẩu', 'ngan');
    type('Họ và tên', 'Công ty An Phát');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(/Mật khẩu phải có ít nhất 8 ký tự|ít nhất 8/)).toBeTruthy();
    expect(api.calls(accountApi.createUser)).toHaveLength(0);

    type('Mật khẩu', 'Mat-khau-123');
    await choose('Vùng', 'Miền Nam 1');
    await choose('Khu vực', 'Bình Dương');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(accountApi.createUser)).toHaveLength(1));
    expect(api.calls(accountApi.createUser)[0]?.body).toMatchObject({
      type: 'NPP',
      username: 'npp.anphat',
      password: 'Mat-khau-123',
      fullname: 'Công ty An Phát',
      area_id: 2,
      zone_id: 21,
    });
    const hint = await screen.findByText(/Hãy bổ sung hồ sơ đối tác/);
    fireEvent.click(
      within(hint.closest('.ant-modal') as HTMLElement).getByRole('button', {
        name: 'Bổ sung hồ sơ đối tác',
      }),
    );
    await waitFor(() => expect(app.path()).toBe('/npp-manager/77'));
  });
});

describe('/user-manager/edit/:id', () => {
  it('edits the type’s fields and returns to the account', async () => {
    signInAs(ADMIN_LOGIN);
    const api = mockFetch([
      ...common,
      mockEndpoint(accountApi.getAccountById, ok({ ...ACCOUNT, profile: [] })),
      mockEndpoint(accountApi.updateUser, (request) =>
        ok({ ...ACCOUNT, ...(request.body as object), profile: [] }),
      ),
    ]);
    const app = renderApp('/user-manager/edit/31');
    const name = await screen.findByLabelText<HTMLInputElement>('Họ và tên');
    expect(screen.getByRole('heading', { name: 'Sửa tài khoản' })).toBeTruthy();
    // No sign-in fields when editing; an NVTT has no position title.
    expect(screen.queryByLabelText('Mật khẩu')).toBeNull();
    expect(screen.queryByLabelText('Chức vụ')).toBeNull();
    expect(name.value).toBe('Đặng Văn Hải');
    fireEvent.change(name, { target: { value: 'Đặng Văn Hải Anh' } });
    fireEvent.blur(name);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.blur(email);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(accountApi.updateUser, { id: 31 })).toHaveLength(1));
    expect(api.calls(accountApi.updateUser)[0]?.body).toMatchObject({
      fullname: 'Đặng Văn Hải Anh',
      email: null,
      area_id: 1,
      zone_id: 11,
    });
    await waitFor(() => expect(app.path()).toBe('/user-manager/user/31'));
  });
});

describe('/user-manager/user/:id sessions', () => {
  it('lists the live sessions and ends one after the confirmation', async () => {
    signInAs(ADMIN_LOGIN);
    let live = SESSIONS;
    const api = mockFetch([
      ...common,
      mockEndpoint(accountApi.getAccountById, ok({ ...ACCOUNT, profile: [] })),
      mockEndpoint(
        accessApi.getAccountAccess,
        ok({
          account_id: 31,
          direct: { permissions: [], module_permission: {}, updated_at: null },
          roles: [{ id: 5, name: 'Giám sát bán hàng', system_key: 'AD' }],
          groups: [],
          rooms: [],
          data_scope: {
            account_id: 31,
            unrestricted: false,
            area_ids: [1],
            zone_ids: [],
            account_ids: [],
            updated_at: null,
          },
        }),
      ),
      mockEndpoint(accountApi.accountSessions, () => ok(live)),
      mockEndpoint(accountApi.revokeSession, (request) => {
        const { session_id: ended } = request.body as { session_id: string };
        live = live.filter((s) => s.id !== ended);
        return ok({});
      }),
    ]);
    renderApp('/user-manager/user/31');
    expect(await screen.findByRole('heading', { name: 'Đặng Văn Hải' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Vai trò' }));
    expect(await screen.findByText('Giám sát bán hàng')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Phạm vi dữ liệu' }));
    const scope = await screen.findByRole('tabpanel', { name: 'Phạm vi dữ liệu' });
    expect(await within(scope).findByText('Miền Bắc 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Phiên đăng nhập' }));
    expect(await screen.findByText('Chrome trên Windows')).toBeTruthy();
    expect(screen.getByText('Phiên hiện tại')).toBeTruthy();
    expect(screen.getByText('10.0.0.5')).toBeTruthy();
    const row = screen.getByText('Chrome trên Windows').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Kết thúc phiên' }));
    const ask = await screen.findByText(/Kết thúc phiên đăng nhập trên Chrome trên Windows\?/);
    fireEvent.click(
      within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Kết thúc phiên' }),
    );
    await waitFor(() => expect(api.calls(accountApi.revokeSession)).toHaveLength(1));
    expect(api.calls(accountApi.revokeSession)[0]?.body).toEqual({
      account_id: 31,
      session_id: SESSIONS[0]!.id,
    });
    expect(await screen.findByText('Đã kết thúc phiên đăng nhập')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chrome trên Windows')).toBeNull());
    expect(screen.getByText('Safari trên iPhone')).toBeTruthy();
  });

  it("reads an account's history as the page does: type, system, status and places by name", async () => {
    signInAs(ADMIN_LOGIN);
    mockFetch([
      ...common,
      mockEndpoint(accountApi.getAccountById, ok({ ...ACCOUNT, profile: [] })),
      mockEndpoint(
        platformApi.history,
        ok({
          results: [
            {
              id: 9,
              action: 'create',
              at: '2026-03-02T01:30:00.000Z',
              actor: { id: 1, username: 'admin', fullname: 'Quản trị hệ thống' },
              diff: {
                username: { from: null, to: 'nvtt.hai' },
                type: { from: null, to: 'NVTT' },
                systemKey: { from: null, to: 'AD' },
                isActive: { from: null, to: true },
                isSuperuser: { from: null, to: false },
                areaId: { from: null, to: 1 },
              },
            },
          ],
          total: 1,
          names: { areaId: { 1: 'Miền Bắc 1' } },
        }),
      ),
    ]);
    renderApp('/user-manager/user/31');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lịch sử thay đổi' }));
    const history = await screen.findByRole('tabpanel', { name: 'Lịch sử thay đổi' });
    const value = async (label: string) => {
      const row = (await within(history).findByText(label)).closest('tr') as HTMLElement;
      return within(row).getAllByRole('cell')[1]?.textContent;
    };
    expect(await value('Tên đăng nhập')).toBe('nvtt.hai');
    expect(await value('Loại tài khoản')).toBe('Nhân viên thị trường');
    expect(await value('Hệ thống')).toBe('Quản trị');
    expect(await value('Trạng thái')).toBe('Đang hoạt động');
    expect(await value('Quản trị cao nhất')).toBe('Không');
    expect(await value('Vùng')).toBe('Miền Bắc 1');
  });
});
