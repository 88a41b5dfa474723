import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, MOBILE, screenshots, watchPageErrors } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const NO_PERMISSION = 'Bạn không có quyền truy cập chức năng này';

/** The labels of the top bar's groups, left to right (the gear by its accessible name). */
async function topBarGroups(page: Page): Promise<string[]> {
  const nav = page.getByTestId('top-bar').getByRole('navigation');
  // Attached, not visible: a user with no live group gets an empty bar. The permissions load first.
  await nav.waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return nav
    .locator(':scope > *')
    .evaluateAll((nodes) => nodes.map((n) => (n.getAttribute('aria-label') ?? n.textContent ?? '').trim()));
}

void describe(
  'shell: top bar, page guards, mobile and desktop layouts, connectivity',
  { timeout: 150_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    const errors: string[][] = [];

    async function newPage(viewport = DESKTOP): Promise<Page> {
      const context = await browser.newContext({ viewport, locale: 'vi-VN' });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      errors.push(watchPageErrors(page));
      return page;
    }

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    });

    after(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    void it('a super user sees every top-bar group that has a built screen at 1440×900', async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ACCOUNTS.admin.username);
      await waitForRoute(page, '/');
      const groups = await topBarGroups(page);
      // Groups without a built screen do not show (docs/decisions/0006-web-module-manifests.md).
      assert.deepEqual(
        groups.map((g) => g.replace(/\s+/g, ' ')),
        ['Nhân sự', 'Bán hàng', 'Sản phẩm', 'Báo cáo', 'Danh mục', 'Cài đặt'],
        `groups: ${groups.join(' | ')}`,
      );
      // Home lists the account pages the user may open.
      await page.getByRole('link', { name: 'Yêu cầu cấp lại mật khẩu', exact: true }).waitFor();
      await screenshots(page, 'home-super-user');
    });

    void it('a sales staff member sees only the groups their permissions allow', async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ACCOUNTS.sales.username);
      await waitForRoute(page, '/');
      const groups = await topBarGroups(page);
      // The sales role holds `product` (the Sản phẩm group: the product list) and `grocery` (the Danh
      // mục group: stores, field staff).
      assert.deepEqual(groups, ['Sản phẩm', 'Danh mục'], `groups: ${groups.join(' | ')}`);
      assert.equal(
        await page.getByRole('link', { name: 'Yêu cầu cấp lại mật khẩu', exact: true }).count(),
        0,
      );
      await screenshots(page, 'home-sales-staff');

      // Page guards (spec §6): the no-permission message instead of the page, inside the layout.
      await page.goto(`${server.baseUrl}/#/settings/role`);
      await page.getByText(NO_PERMISSION).waitFor();
      await page.goto(`${server.baseUrl}/#/password-request`);
      await page.getByText(NO_PERMISSION).waitFor();
      await page.getByTestId('top-bar').waitFor();
      await screenshots(page, 'no-permission');
    });

    void it('the mobile layout at 390×844: header, bottom navigation by permission, no top bar', async () => {
      const page = await newPage(MOBILE);
      await signIn(page, server.baseUrl, ACCOUNTS.sales.username);
      await waitForRoute(page, '/');
      await page.getByTestId('mobile-header').waitFor();
      assert.equal(await page.getByTestId('top-bar').count(), 0);
      const bottom = page.getByTestId('bottom-nav');
      await bottom.waitFor();
      const entries = (await bottom.getByRole('link').allTextContents()).map((t) => t.trim());
      // The catalogue and the orders (the sales role reads products and orders); no transport or
      // user-manager slot without their codes.
      assert.deepEqual(entries, ['Sản phẩm', 'Đơn hàng', 'Trang chủ'], entries.join(' | '));
      const box = await bottom.boundingBox();
      assert.ok(box && Math.round(box.width) === MOBILE.width, 'the bottom bar spans the screen');
      await page.screenshot({ path: `${process.cwd()}/screenshots/home-mobile-390.png`, fullPage: true });

      // The account icon leads to /my-account, where the user can sign out on a phone.
      const header = page.getByTestId('mobile-header');
      await header.getByRole('link', { name: 'Tài khoản của tôi' }).click();
      await waitForRoute(page, '/my-account');
      await header.getByRole('heading', { name: 'Tài khoản của tôi' }).waitFor();
      await page.getByLabel('Họ và tên').waitFor();
      await page.screenshot({
        path: `${process.cwd()}/screenshots/my-account-mobile-390.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: /Đăng xuất$/ }).click();
      await waitForRoute(page, '/login');
    });

    void it('the desktop layout at 1440×900: top bar, content below it, my account', async () => {
      const page = await newPage(DESKTOP);
      await signIn(page, server.baseUrl, ACCOUNTS.admin.username, { path: '/login?next=%2Fmy-account' });
      await waitForRoute(page, '/my-account');
      await page.getByLabel('Họ và tên').waitFor();
      const bar = await page.getByTestId('top-bar').boundingBox();
      const heading = await page.getByRole('heading', { name: 'Tài khoản của tôi' }).boundingBox();
      assert.ok(bar && heading && heading.y >= bar.y + bar.height, 'the content starts below the top bar');
      await screenshots(page, 'my-account');
    });

    void it('shows the connectivity banner offline, then back online for 2 s', async () => {
      const page = await newPage();
      await signIn(page, server.baseUrl, ACCOUNTS.sales.username);
      await waitForRoute(page, '/');
      await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
      await page.context().setOffline(true);
      const banner = page.getByTestId('connectivity-banner');
      await banner.getByText('Bạn đang ngoại tuyến').waitFor();
      await page.screenshot({ path: `${process.cwd()}/screenshots/offline-1440.png` });
      await page.context().setOffline(false);
      await banner.getByText('Bạn đã trực tuyến trở lại').waitFor();
      const shownAt = Date.now();
      await banner.getByText('Bạn đã trực tuyến trở lại').waitFor({ state: 'hidden', timeout: 6000 });
      const visibleFor = Date.now() - shownAt;
      assert.ok(visibleFor > 1000 && visibleFor < 5000, `online text visible ${visibleFor} ms`);
    });

    void it('raised no errors in the pages', () => {
      const unexpected = errors
        .flat()
        .filter((e) => !/status of 40[0134]|net::ERR_INTERNET_DISCONNECTED/.test(e));
      assert.deepEqual(unexpected, []);
    });
  },
);
