import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HEADER, headerStore, resetHeader, useHeader, type HeaderState } from './header-store';
import { MobileHeader } from './MobileHeader';
import { renderShell, signIn } from './shell-test-utils';
import { setUnseenCount, unseenCountStore, useUnseenCount } from './unseen-count';

afterEach(() => {
  resetHeader();
  setUnseenCount(0);
});

function Page(props: Partial<HeaderState>) {
  useHeader(props);
  return <p>page</p>;
}

describe('header state (spec §2.8)', () => {
  it('has exactly the five fields with their defaults', () => {
    expect(DEFAULT_HEADER).toEqual({
      headerTitle: '',
      hasIconBackHeader: false,
      hasMenu: true,
      navigateTo: '',
      headerStatus: '',
    });
  });

  it('is set by the page while it is open and reset when it leaves', () => {
    signIn();
    const view = renderShell(<Page headerTitle="Đơn hàng" hasMenu={false} headerStatus="Chờ duyệt" />);
    expect(headerStore.get()).toEqual({
      ...DEFAULT_HEADER,
      headerTitle: 'Đơn hàng',
      hasMenu: false,
      headerStatus: 'Chờ duyệt',
    });
    view.unmount();
    expect(headerStore.get()).toEqual(DEFAULT_HEADER);
  });
});

describe('mobile header', () => {
  it('shows the title, the status badge and the account icon', () => {
    signIn();
    renderShell(
      <>
        <Page headerTitle="Chi tiết đơn hàng" headerStatus="Chờ duyệt" />
        <MobileHeader />
      </>,
    );
    const header = screen.getByTestId('mobile-header');
    expect(header.style.height).toBe('60px');
    expect(header.style.position).toBe('fixed');
    expect(screen.getByRole('heading', { name: 'Chi tiết đơn hàng' })).toBeTruthy();
    expect(screen.getByTestId('header-status').textContent).toBe('Chờ duyệt');
    expect(screen.getByRole('link', { name: 'Tài khoản của tôi' }).getAttribute('href')).toBe('/my-account');
    expect(screen.queryByRole('button', { name: 'Quay lại' })).toBeNull();
  });

  it('shows no status badge when the status is empty', () => {
    signIn();
    renderShell(<MobileHeader />);
    expect(screen.queryByTestId('header-status')).toBeNull();
  });

  it('goes back to navigateTo with the back arrow', () => {
    signIn();
    const view = renderShell(
      <>
        <Page headerTitle="Chi tiết" hasIconBackHeader navigateTo="/order" />
        <MobileHeader />
      </>,
      { path: '/order/export/3' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(view.path()).toBe('/order');
  });

  it('goes to the previous page with the back arrow when navigateTo is empty', () => {
    signIn();
    const view = renderShell(
      [
        {
          path: '*',
          element: (
            <>
              <Page hasIconBackHeader />
              <MobileHeader />
            </>
          ),
        },
      ],
      {
        path: '/order',
      },
    );
    act(() => void view.router.navigate('/order/export/3'));
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(view.path()).toBe('/order');
  });

  it('shows the warehouse cart link only on /warehouse', () => {
    signIn();
    const warehouse = renderShell(<MobileHeader />, { path: '/warehouse' });
    expect(screen.getByRole('link', { name: 'Giỏ hàng' }).getAttribute('href')).toBe('/warehouse/cart-list');
    warehouse.unmount();
    renderShell(<MobileHeader />, { path: '/order' });
    expect(screen.queryByRole('link', { name: 'Giỏ hàng' })).toBeNull();
  });

  it('shows the bell only with the notification permission, with a red dot above zero unseen', () => {
    signIn({ permission: ['user'] });
    const without = renderShell(<MobileHeader />);
    expect(screen.queryByRole('link', { name: 'Thông báo' })).toBeNull();
    without.unmount();

    signIn({ permission: ['notification'] });
    renderShell(<MobileHeader />);
    const bell = screen.getByRole('link', { name: 'Thông báo' });
    expect(bell.getAttribute('href')).toBe('/notification');
    const dot = () => bell.querySelector('.ant-badge-dot[data-show="true"]');
    expect(dot()).toBeNull();
    act(() => setUnseenCount(2));
    expect(dot()).not.toBeNull();
    act(() => setUnseenCount(0));
    expect(dot()).toBeNull();
  });

  it('slides up out of view while hidden', () => {
    signIn();
    renderShell(<MobileHeader hidden />);
    expect(screen.getByTestId('mobile-header').style.transform).toBe('translateY(-100%)');
  });

  it('speaks English under /en', () => {
    signIn({ permission: ['notification'] });
    renderShell(<MobileHeader />, { path: '/en/warehouse', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/en/warehouse/cart-list');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/en/my-account');
  });
});

describe('useUnseenCount', () => {
  function Counter() {
    const [count, setCount] = useUnseenCount();
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    );
  }

  it('starts at 0 and is shared through the store', () => {
    renderShell(<Counter />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('0');
    fireEvent.click(button);
    expect(unseenCountStore.get()).toBe(1);
    act(() => setUnseenCount(7));
    expect(button.textContent).toBe('7');
  });
});
