import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALL_MESSAGES } from '@kenh/contract';
import { DESKTOP, launchBrowser, screenshots, watchPageErrors } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from '../support/server.js';

/** The page's route: the part after `#`, e.g. `/en/login`. */
const route = (page: Page) => new URL(page.url()).hash.replace(/^#/, '') || '/';

async function waitForRoute(page: Page, expected: string) {
  await page.waitForFunction((path) => (window.location.hash.replace(/^#/, '') || '/') === path, expected);
}

async function fullnameFromCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'userAccount');
  assert.ok(cookie, 'the userAccount cookie is set after login');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { fullname: string }).fullname;
}

void describe('session: login, languages, logout', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  void it('sends an unauthenticated visit to / to the login page', async () => {
    await page.goto(`${server.baseUrl}/`);
    await waitForRoute(page, '/login');
    await page.getByLabel('Tên đăng nhập').waitFor();
    assert.equal(await page.title(), 'Đăng nhập · Kênh');
    await screenshots(page, 'login');
  });

  void it('shows the required message when the form is sent empty', async () => {
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    assert.equal(await page.getByText(ALL_MESSAGES['validation.required'].vi).count(), 2);
  });

  void it('shows the server message for a wrong password', async () => {
    await page.getByLabel('Tên đăng nhập').fill(ADMIN_USERNAME);
    await page.getByLabel('Mật khẩu').fill('not-the-password');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('alert').getByText(ALL_MESSAGES['account.invalid_credentials'].vi).waitFor();
    assert.equal(route(page), '/login');
    await screenshots(page, 'login-wrong-password');
  });

  void it('signs in as admin and greets the user by full name', async () => {
    await page.getByLabel('Mật khẩu').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await waitForRoute(page, '/');
    const fullname = await fullnameFromCookie(context);
    await page.getByRole('heading', { name: `Xin chào, ${fullname}` }).waitFor();
    const cookies = await context.cookies();
    for (const name of ['accessToken', 'refreshToken', 'userAccount']) {
      assert.ok(
        cookies.some((c) => c.name === name),
        `cookie ${name} is set`,
      );
    }
    assert.ok(!cookies.some((c) => c.value.includes(ADMIN_PASSWORD)), 'no cookie holds the password');
    await screenshots(page, 'home');
  });

  void it('keeps a signed-in user away from /login', async () => {
    await page.goto(`${server.baseUrl}/#/login`);
    await waitForRoute(page, '/');
  });

  void it('shows the English twin under /en', async () => {
    const fullname = await fullnameFromCookie(context);
    await page.goto(`${server.baseUrl}/#/en`);
    await page.getByRole('heading', { name: `Hello, ${fullname}` }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await screenshots(page, 'home-en');
  });

  void it('remembers English: opening the bare address again lands on /en', async () => {
    const fullname = await fullnameFromCookie(context);
    const fresh = await context.newPage();
    await fresh.goto(`${server.baseUrl}/`);
    await waitForRoute(fresh, '/en');
    await fresh.getByRole('heading', { name: `Hello, ${fullname}` }).waitFor();
    await fresh.close();
  });

  void it('shows the 404 page for an unknown route', async () => {
    await page.goto(`${server.baseUrl}/#/en/no-such-page`);
    await page.getByText('This page could not be found').waitFor();
    await page.goto(`${server.baseUrl}/#/no-such-page`);
    await page.getByText('Không tìm thấy trang').waitFor();
    await page.getByRole('link', { name: 'Về trang chủ' }).waitFor();
    await screenshots(page, 'not-found');
  });

  void it('logs out back to the login page and forgets the session', async () => {
    await page.goto(`${server.baseUrl}/#/`);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await waitForRoute(page, '/login');
    await page.getByLabel('Tên đăng nhập').waitFor();
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of ['accessToken', 'refreshToken', 'userAccount']) {
      assert.ok(!names.includes(name), `cookie ${name} is removed`);
    }
    assert.equal(await page.evaluate(() => window.localStorage.length), 0);
    await page.goto(`${server.baseUrl}/#/`);
    await waitForRoute(page, '/login');
  });

  void it('raised no errors in the page', () => {
    // 4xx answers the tests provoke on purpose show up as console errors of the failed requests.
    const unexpected = pageErrors.filter((e) => !/status of 40[01]/.test(e));
    assert.deepEqual(unexpected, []);
  });
});
