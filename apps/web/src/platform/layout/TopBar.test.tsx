import { accountApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { cookies } from '../../testing/cookie-jar';
import { renderShell, signIn } from './shell-test-utils';
import { setTopBarSlot } from './top-bar-slots';
import { TopBar } from './TopBar';

afterEach(() => {
  vi.unstubAllGlobals();
});

function groupButton(name: string) {
  return within(screen.getByRole('navigation', { name: 'Điều hướng chính' })).getByRole('button', { name });
}

describe('desktop top bar (spec §2.11)', () => {
  it('shows the logo linking home, the greeting with full name and initials avatar, and logout', () => {
    signIn({ superuser: true, fullname: 'Nguyễn Văn An' });
    renderShell(<TopBar />, { path: '/product/unit' });
    expect(screen.getByRole('link', { name: 'Kênh — trang chủ' }).getAttribute('href')).toBe('/');
    const account = screen.getByRole('button', { name: 'Xin chào, Nguyễn Văn An' });
    expect(account.textContent).toContain('Nguyễn Văn An');
    expect(account.querySelector('[data-initials="NA"]')?.textContent).toBe('N');
    expect(screen.getByRole('button', { name: /Đăng xuất/ })).toBeTruthy();
  });

  it('shows only the groups the permissions allow', () => {
    signIn({ permission: ['product', 'grocery', 'meeting'] });
    renderShell(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(nav).getByRole('button', { name: /Sản phẩm/ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Danh mục/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Cuộc họp' }).getAttribute('href')).toBe('/meeting');
    expect(within(nav).queryByRole('button', { name: /Nhân sự/ })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Cài đặt' })).toBeNull();
  });

  it('highlights the group of the current path (#00AEEF) and leaves the others idle (#303439)', () => {
    signIn({ superuser: true });
    renderShell(<TopBar />, { path: '/staff-manager/office' });
    expect(groupButton('Nhân sự').style.color).toBe('#00aeef');
    expect(groupButton('Nhân sự').dataset.active).toBe('true');
    expect(groupButton('Bán hàng').style.color).toBe('#303439');
    expect(groupButton('Bán hàng').dataset.active).toBeUndefined();
  });

  it('opens a group to its entries, each linking to its spec route', async () => {
    signIn({ permission: ['plan'] });
    renderShell(<TopBar />);
    fireEvent.click(groupButton('Bán hàng'));
    const plan = await screen.findByRole('link', { name: 'Kế hoạch bán hàng' });
    expect(plan.getAttribute('href')).toBe('/sales-plan');
    expect(screen.getByRole('link', { name: 'Thiết lập phí vận chuyển' }).getAttribute('href')).toBe(
      '/ecommerce-manager/shipping-price',
    );
    expect(screen.queryByRole('link', { name: 'Chương trình khuyến mãi' })).toBeNull();
    expect(screen.getByText('Thương mại điện tử')).toBeTruthy();
  });

  it('separates the gear’s role and FAQ links only when both are held', async () => {
    signIn({ permission: ['role', 'faq'] });
    const both = renderShell(<TopBar />);
    fireEvent.click(groupButton('Cài đặt'));
    await screen.findByRole('link', { name: 'Vai trò và phân quyền' });
    expect(screen.getByRole('link', { name: 'Kết nối Zalo OA' }).getAttribute('href')).toBe(
      '/settings/zalo-oa',
    );
    expect(screen.getByRole('link', { name: 'Nhóm câu hỏi' }).getAttribute('href')).toBe(
      '/helpdesk/faq-group',
    );
    expect(document.querySelectorAll('.ant-dropdown-menu-item-divider')).toHaveLength(1);
    both.unmount();
    document.body.innerHTML = '';

    signIn({ permission: ['faq'] });
    renderShell(<TopBar />);
    fireEvent.click(groupButton('Cài đặt'));
    await screen.findByRole('link', { name: 'Câu hỏi thường gặp' });
    expect(screen.queryByRole('link', { name: 'Vai trò và phân quyền' })).toBeNull();
    expect(document.querySelectorAll('.ant-dropdown-menu-item-divider')).toHaveLength(0);
  });

  it('toggles the account menu open and closed with a click on the name', async () => {
    signIn({ fullname: 'Trần Hùng' });
    renderShell(<TopBar />);
    const name = screen.getByRole('button', { name: 'Xin chào, Trần Hùng' });
    expect(name.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(name);
    const myAccount = await screen.findByRole('link', { name: 'Tài khoản của tôi' });
    expect(myAccount.getAttribute('href')).toBe('/my-account');
    expect(name.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(name);
    await waitFor(() => expect(name.getAttribute('aria-expanded')).toBe('false'));
  });

  it('logs out with the logout button', async () => {
    signIn();
    const api = mockFetch([mockEndpoint(accountApi.logout, ok({}))]);
    renderShell(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: /Đăng xuất/ }));
    await waitFor(() => expect(api.calls(accountApi.logout)).toHaveLength(1));
    await waitFor(() => expect(cookies.get('refreshToken')).toBeUndefined());
  });

  it('speaks English under /en, with English links', async () => {
    signIn({ permission: ['document'], fullname: 'Trần Hùng' });
    renderShell(<TopBar />, { path: '/en/document-v2', locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const documents = within(nav).getByRole('button', { name: /Documents/ });
    expect(documents.dataset.active).toBe('true');
    expect(screen.getByRole('button', { name: 'Hello, Trần Hùng' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeTruthy();
    fireEvent.click(documents);
    expect((await screen.findByRole('link', { name: 'Document groups' })).getAttribute('href')).toBe(
      '/en/document-v2/group',
    );
  });

  it('shows the notifications slot the app fills, to holders of `notification` only', () => {
    const undo = setTopBarSlot('notifications', () => <button type="button">bell-slot</button>);
    try {
      signIn({ permission: ['notification'] });
      const first = renderShell(<TopBar />);
      expect(screen.getByRole('button', { name: 'bell-slot' })).toBeTruthy();
      first.unmount();

      signIn({ permission: ['product'] });
      renderShell(<TopBar />);
      expect(screen.queryByRole('button', { name: 'bell-slot' })).toBeNull();
    } finally {
      undo();
    }
  });

  it('has no notifications slot until the app fills it', () => {
    signIn({ superuser: true });
    renderShell(<TopBar />);
    expect(screen.queryByRole('button', { name: 'bell-slot' })).toBeNull();
  });
});
