import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './BottomNav';
import { renderShell, signIn } from './shell-test-utils';

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Thanh điều hướng' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('bottom navigation (spec §2.8)', () => {
  it('shows every entry to a super user, home in the centre', () => {
    signIn({ superuser: true });
    renderShell(<BottomNav />);
    expect(entries()).toEqual([
      ['Sản phẩm', '/product'],
      ['Đơn hàng', '/order'],
      ['Trang chủ', '/'],
      ['Vận chuyển', '/transport'],
      ['Người dùng', '/user-manager'],
    ]);
    expect(screen.getByTestId('bottom-nav').style.height).toBe('80px');
  });

  it('shows entries by permission: products with any product code, transport with any transport code', () => {
    signIn({ permission: ['categoryproduct', 'vehicletransport'] });
    renderShell(<BottomNav />);
    expect(entries().map(([label]) => label)).toEqual(['Sản phẩm', 'Trang chủ', 'Vận chuyển']);
  });

  it('needs exporttodistributororder for orders and user for the user manager', () => {
    signIn({ permission: ['exporttodistributororder', 'user'] });
    renderShell(<BottomNav />);
    expect(entries().map(([label]) => label)).toEqual(['Đơn hàng', 'Trang chủ', 'Người dùng']);
  });

  it('always shows home, raised in the middle', () => {
    signIn();
    renderShell(<BottomNav />);
    expect(entries()).toEqual([['Trang chủ', '/']]);
    const home = screen.getByRole('link', { name: 'Trang chủ' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect((home.firstElementChild as HTMLElement).style.marginTop).toBe('-29px');
  });

  it('marks the entry of the current section', () => {
    signIn({ superuser: true });
    renderShell(<BottomNav />, { path: '/transport/driver/3' });
    expect(screen.getByRole('link', { name: 'Vận chuyển' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBeNull();
  });

  it('slides down out of view while hidden', () => {
    signIn();
    renderShell(<BottomNav hidden />);
    expect(screen.getByTestId('bottom-nav').style.transform).toContain('translateY(calc(100%');
  });

  it('speaks English under /en', () => {
    signIn({ superuser: true });
    renderShell(<BottomNav />, { path: '/en', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/en/product');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });
});
