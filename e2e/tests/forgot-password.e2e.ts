import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ALL_MESSAGES } from '@kenh/contract';
import { DESKTOP, launchBrowser, screenshots, watchPageErrors } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

/** A demo account with an e-mail address (apps/server/src/seed/demo-accounts.ts). */
const USER = { username: 'quantri', email: 'quantri@kenh.local', fullname: 'Đỗ Thanh Khoa' };
const NEW_PASSWORD = 'Mat-khau-moi-2026';

async function waitForRoute(page: Page, expected: string) {
  await page.waitForFunction((path) => (window.location.hash.replace(/^#/, '') || '/') === path, expected);
}

/** Without SMTP the server logs the e-mail text outside production: read the newest OTP from it. */
async function otpFromServerLog(server: RunningServer): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const codes = [...server.output().matchAll(/Mã OTP[^"]*? là: (\d{6})/g)];
    const code = codes.at(-1)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No OTP e-mail in the server log');
}

void describe('forgot password: verify, new password, done', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    [server, browser] = await Promise.all([startServer({ logLevel: 'info' }), launchBrowser()]);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  void it('opens from the login page', async () => {
    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await waitForRoute(page, '/forgot-password');
    await page.getByText('Xác minh thông tin').first().waitFor();
  });

  void it('sends an OTP to the e-mail and verifies it', async () => {
    await page.getByLabel('Email').fill(USER.email);
    await page.getByRole('button', { name: 'Gửi OTP' }).click();
    await page.getByText(ALL_MESSAGES['account.otp_sent'].vi).waitFor();
    await screenshots(page, 'forgot-password-otp');
    await page.getByLabel('Mã OTP').fill(await otpFromServerLog(server));
    await page.getByRole('button', { name: 'Xác minh' }).click();
    await page.getByLabel('Mật khẩu mới', { exact: true }).waitFor();
  });

  void it('sets the new password', async () => {
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Tạo mật khẩu' }).click();
    await page.getByText(ALL_MESSAGES['account.password_mismatch'].vi).waitFor();
    await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Tạo mật khẩu' }).click();
    await page.getByText(ALL_MESSAGES['account.password_reset_done'].vi).waitFor();
    await screenshots(page, 'forgot-password-done');
  });

  void it('signs in with the new password', async () => {
    await page.getByRole('button', { name: 'Quay lại đăng nhập' }).click();
    await waitForRoute(page, '/login');
    await page.getByLabel('Tên đăng nhập').fill(USER.username);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('heading', { name: `Xin chào, ${USER.fullname}` }).waitFor();
  });

  void it('raised no errors in the page', () => {
    assert.deepEqual(pageErrors, []);
  });
});
