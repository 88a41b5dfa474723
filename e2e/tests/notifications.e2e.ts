import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALL_MESSAGES, formatDateTime, type Notification } from '@kenh/contract';
import { ACCOUNTS, api, documentWasReloaded, markDocument, signIn, waitForRoute } from '../support/app.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openedDialog,
  screenshots,
  watchPageErrors,
} from '../support/browser.js';
import { SCREENSHOT_DIR } from '../support/paths.js';
import {
  apiSession,
  liveNotifications,
  liveReady,
  listOf,
  markAllSeen,
  type Session,
} from '../support/live-notifications.js';
import { startServer, type RunningServer } from '../support/server.js';

/** How long a live notification may take to reach another browser. */
const LIVE_WITHIN_MS = 5_000;

const TITLE = 'Thông báo họp giao ban tháng 3';
const CONTENT =
  'Dòng một\nDòng <b>hai đậm</b><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';
const SECOND_TITLE = 'Lịch nghỉ lễ Quốc khánh';

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });
const items = (page: Page) => page.getByTestId('notification-item');
const item = (page: Page, title: string) =>
  items(page).filter({ has: page.getByText(title, { exact: true }) });
/** The clickable body of a notification (not its delete button). */
const opener = (row: ReturnType<typeof items>) => row.locator('div[role="button"]');
const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name, exact: true });

async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await page.locator('[data-testid="notification-panel"][data-open]').waitFor();
}

async function closePanel(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Đóng' }).click();
  await page.locator('[data-testid="notification-panel"]:not([data-open])').waitFor({ state: 'attached' });
}

/** The bell's red dot: shown (`true`) or gone (`false`). */
async function waitForDot(page: Page, shown: boolean, timeout?: number): Promise<void> {
  await page
    .locator(`[data-testid="notification-bell"]${shown ? '[data-unseen]' : ':not([data-unseen])'}`)
    .waitFor({ timeout });
  await page
    .getByTestId('notification-bell')
    .locator('.ant-badge-dot')
    .waitFor({ state: shown ? 'visible' : 'detached', timeout });
}

void describe('notifications: compose, live bell, panel, mobile page', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let senderContext: BrowserContext;
  let readerContext: BrowserContext;
  let sender: Page;
  let reader: Page;
  let senderErrors: string[];
  let readerErrors: string[];
  let readerSession: Session;
  let senderSession: Session;
  let readerLive: Notification[];
  let senderLive: Notification[];
  let sentId = 0;

  before(async () => {
    // If one of the two fails, stop the other: a running server would keep the test process alive.
    const [started, launched] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (started.status === 'rejected' || launched.status === 'rejected') {
      if (started.status === 'fulfilled') await started.value.stop();
      if (launched.status === 'fulfilled') await launched.value.close();
      throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
    }
    [server, browser] = [started.value, launched.value];
    [readerSession, senderSession] = await Promise.all([
      apiSession(server.baseUrl, ACCOUNTS.sales.username),
      apiSession(server.baseUrl, ACCOUNTS.resetter.username),
    ]);
    await Promise.all([
      markAllSeen(server.baseUrl, readerSession),
      markAllSeen(server.baseUrl, senderSession),
    ]);

    senderContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    readerContext = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    for (const context of [senderContext, readerContext]) context.setDefaultTimeout(15_000);
    [sender, reader] = await Promise.all([senderContext.newPage(), readerContext.newPage()]);
    senderErrors = watchPageErrors(sender);
    readerErrors = watchPageErrors(reader);
    readerLive = liveNotifications(reader);
    senderLive = liveNotifications(sender);

    // B (nvbanhang, holds `notification`) signs in and stays on the home page, live channel open.
    const readerReady = liveReady(reader);
    await signIn(reader, server.baseUrl, ACCOUNTS.sales.username);
    await reader.getByRole('heading', { name: `Xin chào, ${ACCOUNTS.sales.fullname}` }).waitFor();
    await withTimeout(readerReady, 15_000, "B's live channel was not ready");
    await waitForDot(reader, false);
    await markDocument(reader);

    // A (quantri: notification.create, user.resetpassword, role) signs in too.
    const senderReady = liveReady(sender);
    await signIn(sender, server.baseUrl, ACCOUNTS.resetter.username);
    await sender.getByRole('heading', { name: `Xin chào, ${ACCOUNTS.resetter.fullname}` }).waitFor();
    await withTimeout(senderReady, 15_000, "A's live channel was not ready");
  });

  after(async () => {
    await senderContext?.close();
    await readerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  void it('B has no compose action (no notification.create)', async () => {
    await openPanel(reader);
    await panel(reader).getByRole('tab', { name: 'Tất cả' }).waitFor();
    assert.equal(await panel(reader).getByRole('button', { name: 'Gửi thông báo' }).count(), 0);
    await closePanel(reader);
  });

  void it('A composes a notification to B through the form', async () => {
    await openPanel(sender);
    await panel(sender).getByRole('button', { name: 'Gửi thông báo' }).click();
    const form = sender.getByRole('dialog', { name: 'Gửi thông báo' });
    await form.getByLabel('Tiêu đề').waitFor();

    // Submitting empty shows the contract's messages and sends nothing.
    await form.getByRole('button', { name: 'Gửi', exact: true }).click();
    await form.getByText(ALL_MESSAGES['notification.recipients_required'].vi).waitFor();
    assert.equal(await form.getByText(ALL_MESSAGES['validation.required'].vi).count(), 2);

    await form.getByLabel('Tiêu đề').fill(TITLE);
    await form.getByLabel('Nội dung').fill(CONTENT);
    await form.getByLabel('Đường dẫn trong ứng dụng (không bắt buộc)').fill('/my-account');
    // Rooms are offered: quantri may list them.
    await form.getByLabel('Phòng', { exact: true }).waitFor();

    // Accounts: the server search finds B by part of the username.
    await form.locator('#compose-users').click(); // the search box is read-only until the select opens
    await sender.keyboard.type('banhang');
    const option = sender.locator('.ant-select-item-option', { hasText: ACCOUNTS.sales.fullname });
    await option.waitFor();
    await option.click();
    await form.locator('.ant-select-selection-item', { hasText: ACCOUNTS.sales.fullname }).waitFor();
    await form.getByText('Người nhận', { exact: true }).click(); // closes the dropdown
    await form.getByText(ALL_MESSAGES['notification.recipients_required'].vi).waitFor({ state: 'detached' });

    await sender.waitForTimeout(400); // the dialog's opening animation, for the picture only
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await sender.screenshot({ path: path.join(SCREENSHOT_DIR, 'notification-compose-1440.png') });

    const created = sender.waitForResponse((r) => r.url().endsWith('/notification/api/create'));
    await form.getByRole('button', { name: 'Gửi', exact: true }).click();
    const response = await created;
    assert.equal(response.status(), 200, await response.text());
    const toast = sender.getByRole('status').filter({ hasText: ALL_MESSAGES['notification.sent'].vi });
    await toast.getByText('Số người nhận: 1').waitFor();
    await form.waitFor({ state: 'hidden' });
    await closePanel(sender);
  });

  void it("B's bell shows the red dot within a few seconds, without reloading", async () => {
    await waitForDot(reader, true, LIVE_WITHIN_MS);
    assert.equal(readerLive.length, 1, 'one notification arrived on the live channel');
    sentId = readerLive[0]!.id;
    assert.equal(readerLive[0]!.title, TITLE);
    assert.equal(await documentWasReloaded(reader), false);
  });

  void it('the panel lists it at the top: title, content (line break, bold, nothing executable), time', async () => {
    await openPanel(reader);
    const first = items(reader).first();
    await first.getByText(TITLE, { exact: true }).waitFor();
    assert.equal(await first.getAttribute('data-unseen'), 'true');
    const content = first.getByTestId('notification-content');
    assert.match(await content.innerText(), /^Dòng một\nDòng hai đậm$/);
    assert.equal(await content.locator('b').innerText(), 'hai đậm');
    assert.equal(await content.locator('script').count(), 0);
    assert.equal(await reader.locator('[data-testid="notification-panel"] [onerror]').count(), 0);
    assert.equal(await reader.evaluate(() => (window as { __xss?: number }).__xss), undefined);

    const stored = (await listOf(server.baseUrl, readerSession)).results.find((n) => n.id === sentId);
    assert.ok(stored, 'the server lists the notification for B');
    const time = await first.locator('time').innerText();
    assert.match(time, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    assert.equal(time, formatDateTime(stored.created_at));
    await screenshots(reader, 'notification-panel');
  });

  void it('"Chưa đọc" lists the unread one', async () => {
    if (!(await reader.locator('[data-testid="notification-panel"][data-open]').count()))
      await openPanel(reader);
    await tab(reader, 'Chưa đọc').click();
    await item(reader, TITLE).waitFor();
    for (const row of await items(reader).all()) assert.equal(await row.getAttribute('data-unseen'), 'true');
    await tab(reader, 'Tất cả').click();
  });

  void it('clicking it opens /my-account and marks it read: the dot goes, the server says seen', async () => {
    await opener(item(reader, TITLE)).click();
    await waitForRoute(reader, '/my-account');
    await waitForDot(reader, false);
    const stored = (await listOf(server.baseUrl, readerSession)).results.find((n) => n.id === sentId);
    assert.equal(stored?.status, true);
    assert.equal(await documentWasReloaded(reader), false);
  });

  void it('"Chưa đọc" no longer lists it, "Đã đọc" does', async () => {
    await openPanel(reader);
    await item(reader, TITLE).waitFor();
    assert.equal(await item(reader, TITLE).getAttribute('data-unseen'), null);
    await tab(reader, 'Chưa đọc').click();
    await reader.getByTestId('notification-empty').waitFor();
    assert.equal(await item(reader, TITLE).count(), 0);
    await tab(reader, 'Đã đọc').click();
    await item(reader, TITLE).waitFor();
    await tab(reader, 'Tất cả').click();
  });

  void it('search without diacritics ("thong bao") finds it after the pause; another word does not', async () => {
    const search = panel(reader).getByPlaceholder('Tìm kiếm thông báo');
    const searched = (keyword: string) =>
      reader.waitForResponse(
        (r) =>
          r.url().endsWith('/notification/api/list_notifi') &&
          (r.request().postDataJSON() as { keyword?: string }).keyword === keyword,
      );
    let answered = searched('khong co dau');
    await search.fill('khong co dau');
    await answered;
    await reader.getByTestId('notification-empty').waitFor();

    answered = searched('thong bao');
    await search.fill('thong bao');
    await answered;
    await item(reader, TITLE).waitFor();
    // Enter applies the cleared search at once: left to the typing pause, it landed during the next
    // test and cleared the selection made there (a new search starts a new selection).
    await search.fill('');
    await search.press('Enter');
  });

  void it('bulk delete asks "Bạn chắc chắn muốn xóa 1 thông báo?" and removes it', async () => {
    await item(reader, TITLE).waitFor();
    await panel(reader).getByRole('button', { name: 'Xóa hàng loạt' }).click();
    await panel(reader)
      .getByRole('checkbox', { name: `Chọn thông báo: ${TITLE}` })
      .check();
    await panel(reader).getByRole('button', { name: 'Xóa ngay' }).click();
    const confirmDialog = await openedDialog(reader, 'Xác nhận Xóa');
    await confirmDialog.getByText('Bạn chắc chắn muốn xóa 1 thông báo?').waitFor();
    // The item leaves the list before the server has answered: check the server after its answer.
    const deleted = reader.waitForResponse(
      (response) =>
        response.url().endsWith('/notification/api/delete') && response.request().method() === 'POST',
    );
    await confirmDialog.getByRole('button', { name: 'Xác nhận' }).click();
    assert.equal((await deleted).status(), 200);
    await item(reader, TITLE).waitFor({ state: 'detached' });
    const list = await listOf(server.baseUrl, readerSession);
    assert.equal(
      list.results.some((n) => n.id === sentId),
      false,
    );
    await closePanel(reader);
  });

  void it('on a phone, the header bell has the dot and /notification lists a second notification', async () => {
    const sent = await api(server.baseUrl, 'POST', '/notification/api/create', {
      token: senderSession.token,
      body: {
        title: SECOND_TITLE,
        content: 'Nghỉ từ <b>01/09</b> đến 02/09',
        path: '/my-account',
        recipients: { users: [readerSession.userId] },
      },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    assert.deepEqual(sent.json.data, { recipients: 1 });
    // The desktop page of B hears it too.
    await waitForDot(reader, true, LIVE_WITHIN_MS);

    const phone = await browser.newContext({
      viewport: MOBILE,
      locale: 'vi-VN',
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(15_000);
    const page = await phone.newPage();
    const errors = watchPageErrors(page);
    await signIn(page, server.baseUrl, ACCOUNTS.sales.username);
    const headerBell = page.locator('header').getByRole('link', { name: 'Thông báo' });
    await headerBell.locator('.ant-badge-dot').waitFor();
    await headerBell.click();
    await waitForRoute(page, '/notification');
    const first = page.getByTestId('notification-item').first();
    await first.getByText(SECOND_TITLE, { exact: true }).waitFor();
    assert.equal(await first.getAttribute('data-unseen'), 'true');
    assert.equal(await first.getByTestId('notification-content').locator('b').innerText(), '01/09');
    // The same list as the desktop panel: what the server holds for B, newest first.
    const server_titles = (await listOf(server.baseUrl, readerSession)).results
      .slice(0, 20)
      .map((n) => n.title);
    const shown = await page.getByTestId('notification-item').locator('strong').allInnerTexts();
    assert.deepEqual(shown, server_titles);
    await screenshots(page, 'notification-page');
    assert.deepEqual(errors, []);
    await phone.close();
  });

  void it('a password request reaches quantri live; clicking it opens /password-request', async () => {
    await waitForDot(sender, false);
    const before = senderLive.length;
    const asked = await api(server.baseUrl, 'POST', '/account/api/forget-password-admin/request', {
      body: { username: ACCOUNTS.accountant.username },
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.json));
    await waitForDot(sender, true, LIVE_WITHIN_MS);
    assert.equal(senderLive.length, before + 1);
    assert.equal(senderLive.at(-1)!.module, 'FORGET_PASSWORD');

    await openPanel(sender);
    const first = items(sender).first();
    await first.getByText('Yêu cầu cấp lại mật khẩu', { exact: true }).waitFor();
    await first.getByText(new RegExp(`Tài khoản ${ACCOUNTS.accountant.username}`)).waitFor();
    await opener(first).click();
    await waitForRoute(sender, '/password-request');
    await sender.getByRole('heading', { name: 'Yêu cầu cấp lại mật khẩu' }).waitFor();
    await waitForDot(sender, false);
  });

  void it('raised no errors in either page', () => {
    assert.deepEqual(senderErrors, []);
    assert.deepEqual(readerErrors, []);
  });
});
