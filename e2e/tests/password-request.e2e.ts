import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, api, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, openedDialog, screenshots, watchPageErrors } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

/** The table row of a request by username. */
const row = (page: Page, username: string) =>
  page.locator('tr', { has: page.getByText(username, { exact: true }) });

void describe('password requests: confirm dialog, toasts, temporary password', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let temporaryPassword = '';

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
    // A user without a working e-mail asks the staff for a new password (public call).
    const asked = await api(server.baseUrl, 'POST', '/account/api/forget-password-admin/request', {
      body: { username: ACCOUNTS.accountant.username },
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.json));
  });

  void it('a user asks for a new password from the forgot-password page', async () => {
    const visitor = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    const form = await visitor.newPage();
    await form.goto(`${server.baseUrl}/#/forgot-password`);
    await form.getByRole('button', { name: /Gửi yêu cầu tới quản trị viên/ }).click();
    const request = form.getByRole('form', { name: 'Yêu cầu quản trị viên cấp lại mật khẩu' });
    await request.getByLabel('Tên đăng nhập').fill('nvthitruong');
    await request.getByRole('button', { name: /Gửi yêu cầu/ }).click();
    await form.getByText('Đã gửi yêu cầu cấp lại mật khẩu tới quản trị viên').waitFor();
    await visitor.close();
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** Runs a row's action from its "…" menu (the kit's row actions). */
  async function rowAction(username: string, action: string): Promise<void> {
    await row(page, username).getByRole('button', { name: 'Thao tác khác' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }

  void it('lists the pending requests for staff holding user.resetpassword', async () => {
    await signIn(page, server.baseUrl, ACCOUNTS.resetter.username, {
      path: '/login?next=%2Fpassword-request',
    });
    await waitForRoute(page, '/password-request');
    await page.getByRole('heading', { name: 'Yêu cầu cấp lại mật khẩu' }).waitFor();
    await row(page, ACCOUNTS.accountant.username).waitFor();
    await row(page, 'nvthitruong').waitFor();
    await screenshots(page, 'password-request');
  });

  void it('asks for confirmation; going back changes nothing', async () => {
    await rowAction(ACCOUNTS.accountant.username, 'Cấp mật khẩu');
    const dialog = await openedDialog(page, 'Cấp mật khẩu tạm thời');
    await dialog.getByText(`Cấp mật khẩu tạm thời cho tài khoản ${ACCOUNTS.accountant.username}?`).waitFor();
    const box = await dialog.locator('.ant-modal-container').boundingBox();
    assert.ok(box && box.width <= 400 && box.height >= 225, `confirm dialog ${box?.width}×${box?.height}`);
    await page.screenshot({ path: `${process.cwd()}/screenshots/confirm-dialog-1440.png` });
    await dialog.getByRole('button', { name: 'Quay lại' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Still pending: its row keeps its actions.
    assert.ok(
      await row(page, ACCOUNTS.accountant.username)
        .getByRole('button', { name: 'Thao tác khác' })
        .isVisible(),
    );
  });

  void it('confirmed, shows the temporary password once and a success toast', async () => {
    await rowAction(ACCOUNTS.accountant.username, 'Cấp mật khẩu');
    await (
      await openedDialog(page, 'Cấp mật khẩu tạm thời')
    )
      .getByRole('button', { name: 'Xác nhận' })
      .click();
    const shown = page.getByTestId('temporary-password');
    await shown.waitFor();
    temporaryPassword = await shown.inputValue();
    assert.ok(temporaryPassword.length >= 8, 'a temporary password is shown');
    await page.getByRole('status').getByText('Đã cấp mật khẩu tạm thời').waitFor();
    const issued = await openedDialog(page, 'Mật khẩu tạm thời');
    await page.screenshot({ path: `${process.cwd()}/screenshots/temporary-password-1440.png` });
    await issued.getByRole('button', { name: 'Đóng' }).click();
    // Handled: it leaves the pending list.
    await row(page, ACCOUNTS.accountant.username).waitFor({ state: 'detached' });
  });

  void it('refuses a request after confirmation', async () => {
    await rowAction('nvthitruong', 'Từ chối');
    await (await openedDialog(page, 'Từ chối yêu cầu')).getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByRole('status').getByText('Đã từ chối yêu cầu').waitFor();
    await row(page, 'nvthitruong').waitFor({ state: 'detached' });
    await page.getByText('Tất cả', { exact: true }).click();
    await waitForRoute(page, '/password-request?status=all');
    await row(page, 'nvthitruong').getByText('Đã từ chối').waitFor();
    await row(page, ACCOUNTS.accountant.username).getByText('Đã cấp mật khẩu').waitFor();
  });

  void it('the user signs in with the temporary password', async () => {
    const other = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    const userPage = await other.newPage();
    await signIn(userPage, server.baseUrl, ACCOUNTS.accountant.username, { password: temporaryPassword });
    await userPage.getByRole('heading', { name: `Xin chào, ${ACCOUNTS.accountant.fullname}` }).waitFor();
    await other.close();
  });

  void it('raised no errors in the page', () => {
    assert.deepEqual(
      pageErrors.filter((e) => !/status of 40[0134]/.test(e)),
      [],
    );
  });
});
