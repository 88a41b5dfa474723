import { accessApi } from '@kenh/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { mockFetch, ok } from '../../testing/fetch-mock';
import { mockEndpoint } from '../../testing/mock-endpoint';
import { readCachedAccounts } from '../account-cache/account-database';
import { sessionAccess } from '../session/access-store';
import { COVERED_BOTTOM_VARIABLE } from './covered-bottom';
import { resetHeader, useHeader, type HeaderState } from './header-store';
import { DefaultLayout, DesktopLayout, EmptyLayout, PageDefaultLayout } from './layouts';
import { renderShell, setViewport, signIn } from './shell-test-utils';

afterEach(() => {
  setViewport(1024, 768);
  resetHeader();
  vi.unstubAllGlobals();
});

function Page(props: Partial<HeaderState>) {
  useHeader(props);
  return <p>page content</p>;
}

function tree(Layout: () => React.ReactNode, page = <Page />): RouteObject[] {
  return [{ element: <Layout />, children: [{ path: '*', element: page }] }];
}

function permissionsAnswer(permission: string[] = []) {
  return ok({ permission, module_permission: {}, role: 'STAFF', is_superuser: false });
}

const area = () => screen.getByTestId('page-area');
/** What the layout's fixed controls cover of the window's bottom (sticky bars sit on it). */
const covered = () => area().style.getPropertyValue(COVERED_BOTTOM_VARIABLE);

describe('desktop layout (spec §2.8)', () => {
  it('on wide screens: the fixed top bar, content 74 px down and 2em from the bottom, no mobile chrome', async () => {
    setViewport(1440, 900);
    signIn({ superuser: true });
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout), { path: '/product' });
    expect(await screen.findByText('page content')).toBeTruthy();
    expect(screen.getByTestId('top-bar').style.position).toBe('fixed');
    expect(area().style.paddingTop).toBe('74px');
    expect(area().style.paddingBottom).toBe('2em');
    expect(screen.queryByTestId('mobile-header')).toBeNull();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(screen.queryByTestId('helpdesk-button')).toBeNull();
    expect(covered()).toBe('0px');
  });

  it('keeps the content within 1360 px plus 2em padding', async () => {
    setViewport(1440, 900);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout));
    const container = (await screen.findByText('page content')).parentElement!;
    expect(container.style.maxWidth).toBe('calc(1360px + 4em)');
    expect(container.style.padding).toBe('0px 2em');
  });

  it('has no bottom padding on report-v2 pages', async () => {
    setViewport(1440, 900);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout), { path: '/report-v2/report-sales' });
    await screen.findByText('page content');
    expect(area().style.paddingBottom).toBe('0px');
  });

  it('up to 768 px: mobile header, bottom navigation and helpdesk; content 80 px down', async () => {
    setViewport(390, 844);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout));
    await screen.findByText('page content');
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.getByTestId('mobile-header')).toBeTruthy();
    expect(screen.getByTestId('bottom-nav')).toBeTruthy();
    expect(screen.getByTestId('helpdesk-button')).toBeTruthy();
    expect(area().style.paddingTop).toBe('80px');
    // 2em, plus the bottom navigation (80) and room for the helpdesk button (70 + 16).
    expect(area().style.paddingBottom).toBe('calc(2em + 166px)');
    // The bar and its raised home button (58 / 2) cover the window's lowest 109 px.
    expect(covered()).toBe('109px');
  });

  it('at exactly 768 px still uses the mobile chrome, at 769 px the top bar', async () => {
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    setViewport(768, 900);
    const narrow = renderShell(tree(DesktopLayout));
    await screen.findByText('page content');
    expect(screen.getByTestId('mobile-header')).toBeTruthy();
    narrow.unmount();
    setViewport(769, 900);
    renderShell(tree(DesktopLayout));
    await screen.findByText('page content');
    expect(screen.getByTestId('top-bar')).toBeTruthy();
  });

  it('switches chrome when the window is resized across 768 px', async () => {
    setViewport(1440, 900);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout));
    await screen.findByText('page content');
    expect(screen.getByTestId('top-bar')).toBeTruthy();
    act(() => setViewport(390, 844));
    await waitFor(() => expect(screen.getByTestId('mobile-header')).toBeTruthy());
  });

  it('keeps the page (typed text included) when the chrome switches across 768 px', async () => {
    setViewport(1440, 900);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout, <input aria-label="draft" />));
    const input = await screen.findByLabelText<HTMLInputElement>('draft');
    input.value = 'đang nhập dở';
    act(() => setViewport(390, 844));
    await waitFor(() => expect(screen.getByTestId('mobile-header')).toBeTruthy());
    expect(screen.getByLabelText('draft')).toBe(input);
    act(() => setViewport(1440, 900));
    await waitFor(() => expect(screen.getByTestId('top-bar')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>('draft').value).toBe('đang nhập dở');
  });

  it('hides the bottom navigation when the page sets hasMenu false, and starts content 90 px down', async () => {
    setViewport(390, 844);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout, <Page hasMenu={false} hasIconBackHeader headerTitle="Chi tiết" />));
    await screen.findByText('page content');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(covered()).toBe('0px');
    expect(area().style.paddingTop).toBe('90px');
    expect(screen.getByTestId('helpdesk-button').style.bottom).toBe('16px');
  });

  it('slides the header up and the bottom navigation down on scroll down, back on scroll up', async () => {
    setViewport(390, 844);
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DesktopLayout));
    await screen.findByText('page content');
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(300);
    expect(screen.getByTestId('mobile-header').dataset.hidden).toBe('true');
    expect(screen.getByTestId('bottom-nav').dataset.hidden).toBe('true');
    // Slid away, it covers nothing: a sticky save bar goes down to the window's edge…
    expect(covered()).toBe('0px');
    scrollTo(200);
    expect(screen.getByTestId('mobile-header').dataset.hidden).toBeUndefined();
    expect(screen.getByTestId('bottom-nav').dataset.hidden).toBeUndefined();
    // …and back above the navigation when it returns.
    expect(covered()).toBe('109px');
    scrollTo(0);
  });

  it('loads the user’s permissions when it appears and the chrome follows them', async () => {
    setViewport(1440, 900);
    signIn({ permission: [] });
    const api = mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer(['meeting']))]);
    renderShell(tree(DesktopLayout));
    expect(await screen.findByRole('link', { name: 'Cuộc họp' })).toBeTruthy();
    expect(api.calls(accessApi.getUserPermission)[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sessionAccess().permission).toEqual(['meeting']);
    expect(JSON.parse(localStorage.getItem('permission')!)).toEqual(['meeting']);
  });

  it('fills the account cache from the system account ids when the local database is empty', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    setViewport(1440, 900);
    signIn();
    const api = mockFetch([
      mockEndpoint(accessApi.getUserPermission, permissionsAnswer()),
      mockEndpoint(accessApi.accountsBySystem, ok({ account_ids: [1, 2, 3], total: 3 })),
    ]);
    renderShell(tree(DesktopLayout));
    await waitFor(async () =>
      expect((await readCachedAccounts()).map((a) => a.account_id)).toEqual([1, 2, 3]),
    );
    expect(api.calls(accessApi.accountsBySystem)).toHaveLength(1);
  });
});

describe('page-default layout', () => {
  it('shows the mobile-style header and bottom navigation at every width', async () => {
    setViewport(1440, 900);
    signIn();
    const api = mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(PageDefaultLayout, <Page headerTitle="Thông báo" />));
    await screen.findByText('page content');
    expect(screen.getByRole('heading', { name: 'Thông báo' })).toBeTruthy();
    expect(screen.getByTestId('bottom-nav')).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(area().style.paddingTop).toBe('80px');
    await waitFor(() => expect(api.calls(accessApi.getUserPermission)).toHaveLength(1));
  });
});

describe('default layout', () => {
  it('is the page area plus the helpdesk floating button', async () => {
    signIn();
    mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer())]);
    renderShell(tree(DefaultLayout));
    await screen.findByText('page content');
    expect(screen.getByTestId('helpdesk-button')).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.queryByTestId('mobile-header')).toBeNull();
  });

  it('loads the permissions only when an access-token cookie is present', async () => {
    signIn();
    const api = mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer(['user']))]);
    const withToken = renderShell(tree(DefaultLayout));
    await waitFor(() => expect(api.calls(accessApi.getUserPermission)).toHaveLength(1));
    withToken.unmount();

    document.cookie = 'accessToken=; Max-Age=0; Path=/';
    const again = mockFetch([mockEndpoint(accessApi.getUserPermission, permissionsAnswer(['user']))]);
    renderShell(tree(DefaultLayout));
    await screen.findByText('page content');
    expect(again.calls(accessApi.getUserPermission)).toHaveLength(0);
  });
});

describe('empty layout', () => {
  it('has no chrome', async () => {
    renderShell(tree(EmptyLayout));
    await screen.findByText('page content');
    expect(screen.queryByTestId('helpdesk-button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
