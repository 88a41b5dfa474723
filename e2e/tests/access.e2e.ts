import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, api, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, screenshots, watchPageErrors } from '../support/browser.js';
import { pickOption } from '../support/select.js';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../support/server.js';

interface AccountRow {
  id: number;
  username: string;
  area_id: number | null;
}

/** The demo store whose visibility the test turns on and off, with its area's name. */
const STORE = 'chth.demo2000';

void describe('settings: a data scope changes what "explain access" answers', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let store: AccountRow;
  let storeArea = '';
  let otherArea = '';

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const login = await api(server.baseUrl, 'POST', '/account/api/login', {
      body: { username: ACCOUNTS.admin.username, password: DEMO_PASSWORD },
    });
    const token = (login.json.data as { access_token: string }).access_token;
    const found = await api(server.baseUrl, 'GET', `/account/api/get_all?search=${STORE}&page_size=5`, {
      token,
    });
    store = (found.json.data as { results: AccountRow[] }).results.find((r) => r.username === STORE)!;
    assert.ok(store?.area_id, 'the demo store has an area');
    const areas = await api(server.baseUrl, 'GET', '/locate/api/get_all_area?page_size=100', { token });
    const list = (areas.json.data as { results: { id: number; name: string }[] }).results;
    storeArea = list.find((a) => a.id === store.area_id)!.name;
    otherArea = list.find((a) => a.id !== store.area_id)!.name;

    context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
    await signIn(page, server.baseUrl, ACCOUNTS.admin.username, {
      path: '/login?next=%2Fsettings%2Fdecentralization-data',
    });
    await waitForRoute(page, '/settings/decentralization-data');
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const verdict = () => page.getByRole('region', { name: 'Giải thích quyền truy cập' });

  async function explain(): Promise<void> {
    await page.getByRole('button', { name: 'Giải thích' }).click();
  }

  async function saveScope(): Promise<void> {
    await page.getByRole('form', { name: 'Phạm vi dữ liệu' }).getByRole('button', { name: 'Lưu' }).click();
    await page.getByRole('status').getByText('Đã lưu').last().waitFor();
  }

  void it('explains why the account administrator may read the store: a role and an open scope', async () => {
    await pickOption(page, page.getByLabel('Chọn tài khoản'), /quantri/, 'quantri');
    await page.getByLabel('Mã bản ghi (ID)').fill(String(store.id));
    await explain();
    await verdict().getByText('Được phép', { exact: true }).waitFor();
    await verdict()
      .getByText(/vai trò “Quản trị tài khoản”/)
      .waitFor();
  });

  void it('after narrowing the scope to another area, the same question is refused with the reason', async () => {
    await page.getByLabel('Không giới hạn (xem toàn bộ dữ liệu)').click();
    await pickOption(page, page.getByLabel('Vùng được xem'), otherArea, otherArea);
    await saveScope();
    await verdict().getByText('Không được phép', { exact: true }).waitFor();
    await verdict()
      .getByText(/nằm ngoài phạm vi dữ liệu/)
      .waitFor();
    await screenshots(page, 'explain-access-refused');
  });

  void it("adding the store's area to the scope allows it again", async () => {
    await pickOption(page, page.getByLabel('Vùng được xem'), storeArea, storeArea);
    await saveScope();
    await verdict().getByText('Được phép', { exact: true }).waitFor();
    await verdict()
      .getByText(/nằm trong phạm vi dữ liệu/)
      .waitFor();
  });

  void it('the screen has its English twin', async () => {
    await page.goto(`${server.baseUrl}/#/en/settings/decentralization-data`);
    await page.getByText('Explain access', { exact: true }).first().waitFor();
    await page.getByLabel('Choose an account').waitFor();
  });

  void it('raised no errors in the page', () => {
    assert.deepEqual(
      pageErrors.filter((e) => !/status of 40[0134]/.test(e)),
      [],
    );
  });
});
