import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, type Registration } from '@kenh/contract';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ADMIN_LOGIN, signInAs } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const REGISTRATION: Registration = {
  id: 42,
  type: 'NPP',
  status: 'pending',
  username: 'npp_mienbac',
  fullname: 'Công ty TNHH Phân phối Miền Bắc',
  phone: '0912345678',
  email: 'lienhe@mienbac.vn',
  address: '12 Lê Lợi, Hà Nội',
  tax_code: '0101234565',
  note: 'Đại lý cấp 1',
  file: {
    id: 'f-1',
    name: 'giay-phep.pdf',
    mime: 'application/pdf',
    size: 120,
    url: '/platform/api/files/f-1',
  },
  registered_at: '2026-03-02T01:30:00.000Z',
  handled_at: null,
  handled_by: null,
  refusal_reason: null,
};

/** Holds `user` and `user.update`: may view and handle registrations. */
const APPROVER = {
  ...ADMIN_LOGIN,
  user: { ...ADMIN_LOGIN.user, id: 11, is_superuser: false, fullname: 'Đỗ Thanh Khoa' },
  permission: ['user', 'user.update'],
  role: 'AD' as const,
};
/** Holds `user` only: may view, not handle. */
const VIEWER = { ...APPROVER, permission: ['user'] };

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function server(registration: Registration = REGISTRATION, failConfirm = false) {
  let current = registration;
  return mockFetch([
    mockEndpoint(accountApi.getRegistration, () => ok(current)),
    mockEndpoint(accountApi.confirmNpp, () => {
      if (failConfirm) return fail(409, 'Yêu cầu đăng ký này đã được xử lý');
      current = { ...current, status: 'confirmed', handled_at: '2026-03-03T02:00:00.000Z', handled_by: 11 };
      return ok(current);
    }),
    mockEndpoint(accountApi.activeAccountCollaborators, () => {
      current = { ...current, status: 'confirmed', handled_at: '2026-03-03T02:00:00.000Z' };
      return ok({ updated: 1 });
    }),
    mockEndpoint(accountApi.deleteAccountRegisterRefuse, () => {
      current = { ...current, status: 'refused', handled_at: '2026-03-03T02:00:00.000Z' };
      return ok(current);
    }),
  ]);
}

const modalOf = (text: HTMLElement) => within(text.closest('.ant-modal') as HTMLElement);

describe('/user-manager/user-request/:id', () => {
  it('shows the registration and confirms it with the call of its type, after the confirm dialog', async () => {
    signInAs(APPROVER);
    const api = server();
    const app = renderApp('/user-manager/user-request/42');
    // The record's name is the page's title; its kind is in the breadcrumbs.
    expect(await screen.findByRole('heading', { name: 'Công ty TNHH Phân phối Miền Bắc' })).toBeTruthy();
    expect(screen.getByText('Yêu cầu đăng ký tài khoản')).toBeTruthy();
    for (const text of [
      'npp_mienbac',
      'Nhà phân phối',
      '0912345678',
      'lienhe@mienbac.vn',
      '12 Lê Lợi, Hà Nội',
      '0101234565',
      'Đại lý cấp 1',
      'giay-phep.pdf',
      '02/03/2026 08:30',
      'Chờ xác nhận',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    const ask = await screen.findByText('Xác nhận đăng ký và kích hoạt tài khoản npp_mienbac?');
    fireEvent.click(modalOf(ask).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByText(/kích hoạt tài khoản npp_mienbac/)).toBeNull());
    expect(api.calls(accountApi.confirmNpp)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    const again = await screen.findByText('Xác nhận đăng ký và kích hoạt tài khoản npp_mienbac?');
    fireEvent.click(modalOf(again).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã xác nhận đăng ký, tài khoản đã được kích hoạt')).toBeTruthy();
    const calls = api.calls(accountApi.confirmNpp);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ id: 42 });
    // The page reloads the registration: confirmed, no more buttons.
    expect(await screen.findByText('Đã xác nhận')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Từ chối' })).toBeNull();
    app.unmount();
  });

  it('confirms a collaborator through active_account_collaborators', async () => {
    signInAs(APPROVER);
    const api = server({ ...REGISTRATION, id: 43, type: 'CTV', tax_code: null });
    const app = renderApp('/user-manager/user-request/43');
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    const ask = await screen.findByText(/Xác nhận đăng ký và kích hoạt tài khoản/);
    fireEvent.click(modalOf(ask).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.calls(accountApi.activeAccountCollaborators)).toHaveLength(1));
    expect(api.calls(accountApi.activeAccountCollaborators)[0]?.body).toEqual({ ids: [43] });
    expect(api.calls(accountApi.confirmNpp)).toHaveLength(0);
    app.unmount();
  });

  it('refuses after the confirm dialog', async () => {
    signInAs(APPROVER);
    const api = server();
    const app = renderApp('/user-manager/user-request/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const ask = await screen.findByText(/Từ chối yêu cầu đăng ký của tài khoản npp_mienbac\?/);
    fireEvent.click(modalOf(ask).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã từ chối yêu cầu đăng ký')).toBeTruthy();
    expect(api.calls(accountApi.deleteAccountRegisterRefuse)[0]?.body).toEqual({ id: 42 });
    expect(await screen.findByText('Đã từ chối')).toBeTruthy();
    app.unmount();
  });

  it("shows the server's message when the call fails", async () => {
    signInAs(APPROVER);
    server(REGISTRATION, true);
    const app = renderApp('/user-manager/user-request/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    const ask = await screen.findByText(/Xác nhận đăng ký và kích hoạt tài khoản/);
    fireEvent.click(modalOf(ask).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Yêu cầu đăng ký này đã được xử lý')).toBeTruthy();
    expect(screen.getByText('Chờ xác nhận')).toBeTruthy();
    app.unmount();
  });

  it('offers no buttons without user.update, nor for a handled registration', async () => {
    signInAs(VIEWER);
    server();
    const app = renderApp('/user-manager/user-request/42');
    expect(await screen.findByText('npp_mienbac')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xác nhận' })).toBeNull();
    app.unmount();

    signInAs(APPROVER);
    server({
      ...REGISTRATION,
      status: 'refused',
      refusal_reason: 'Thiếu giấy tờ',
      handled_at: REGISTRATION.registered_at,
    });
    const handled = renderApp('/user-manager/user-request/42');
    expect(await screen.findByText('Thiếu giấy tờ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Từ chối' })).toBeNull();
    handled.unmount();
  });

  it('is under /en too, in English', async () => {
    signInAs(APPROVER);
    server();
    const app = renderApp('/en/user-manager/user-request/42');
    expect(await screen.findByText('Distributor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    app.unmount();
  });
});
