import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, api, signIn, waitForRoute } from '../support/app.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openedDialog,
  screenshots,
  watchPageErrors,
} from '../support/browser.js';
import { pickOption } from '../support/select.js';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../support/server.js';

interface PartnerRow {
  id: number;
  username: string;
  fullname: string;
  distributor_id?: number | null;
}

/** A tax code (MST) whose check digit holds. */
const TAX_CODE = '0101234565';

void describe(
  'partners: registration, distributors, transfer, stores near a point',
  { timeout: 300_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[];
    let token = '';

    const get = async <T>(path: string): Promise<T> => {
      const { status, json } = await api(server.baseUrl, 'GET', path, { token });
      assert.equal(status, 200, `${path}: ${JSON.stringify(json)}`);
      return json.data as T;
    };
    const partners = (type: string, search: string) =>
      get<{ results: PartnerRow[] }>(
        `/account/api/partners?type=${type}&search=${encodeURIComponent(search)}&page_size=20`,
      ).then((d) => d.results);

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      const login = await api(server.baseUrl, 'POST', '/account/api/login', {
        body: { username: ACCOUNTS.admin.username, password: DEMO_PASSWORD },
      });
      token = (login.json.data as { access_token: string }).access_token;
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

    void it('a distributor applies on the public page; staff approve it; it is among the distributors', async () => {
      const visitor = await browser.newContext({ viewport: MOBILE, locale: 'vi-VN' });
      const form = await visitor.newPage();
      await form.goto(`${server.baseUrl}/#/login`);
      await form.getByRole('link', { name: /Đăng ký/ }).click();
      await waitForRoute(form, '/register');
      await form.getByText('Nhà phân phối', { exact: true }).click();
      await form.getByLabel('Tên công ty').fill('Công ty TNHH Phân phối Sao Mai');
      await form.getByLabel('Số điện thoại').fill('0912345678');
      await form.getByLabel('Tên đăng nhập').fill('npp.saomai');
      await form.getByLabel('Mật khẩu', { exact: true }).fill('Sao-Mai-2026');
      await form.getByLabel('Mã số thuế').fill(TAX_CODE);
      await screenshots(form, 'partner-register');
      await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
      await form.getByText('Đã gửi đăng ký').waitFor();
      await visitor.close();

      const pending = await get<{ results: { id: number; username: string }[] }>(
        '/account/api/registrations?status=pending&page_size=50',
      );
      const registration = pending.results.find((r) => r.username === 'npp.saomai');
      assert.ok(registration, 'the registration waits for staff');
      await signIn(page, server.baseUrl, ACCOUNTS.admin.username, {
        path: `/login?next=${encodeURIComponent(`/user-manager/user-request/${registration.id}`)}`,
      });
      await waitForRoute(page, `/user-manager/user-request/${registration.id}`);
      await page.getByRole('button', { name: 'Xác nhận', exact: true }).click();
      await (await openedDialog(page, 'Xác nhận đăng ký')).getByRole('button', { name: 'Xác nhận' }).click();
      await page.getByText('Đã xác nhận', { exact: true }).first().waitFor();
      const listed = await partners('NPP', 'npp.saomai');
      assert.deepEqual(
        listed.map((p) => p.username),
        ['npp.saomai'],
      );
    });

    void it('creates a distributor in Vietnamese: the dialog over the list, then its page', async () => {
      await page.goto(`${server.baseUrl}/#/npp-manager`);
      await page.getByRole('button', { name: 'Thêm nhà phân phối' }).click();
      const dialog = await openedDialog(page, 'Thêm nhà phân phối');
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      // Nothing typed: the contract's messages, nothing sent.
      await dialog.getByText('Bạn cần điền vào mục này').first().waitFor();
      await dialog.getByLabel('Tên nhà phân phối').fill('Nhà phân phối Hồng Hà');
      await dialog.getByLabel('Tên đăng nhập').fill('npp.hongha');
      await dialog.getByLabel('Mật khẩu', { exact: true }).fill('Hong-Ha-2026');
      await dialog.getByLabel('Mã số thuế').fill('0101234567');
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      await dialog.getByText(/Mã số thuế không hợp lệ/).waitFor();
      await dialog.getByLabel('Mã số thuế').fill(TAX_CODE);
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      await waitForRoute(page, /^\/npp-manager\/\d+$/);
      await page.getByRole('heading', { name: 'Nhà phân phối Hồng Hà' }).waitFor();
      await screenshots(page, 'npp-detail');
    });

    void it('creates a distributor in English', async () => {
      await page.goto(`${server.baseUrl}/#/en/npp-manager`);
      await page.getByRole('button', { name: 'Add distributor' }).click();
      const dialog = await openedDialog(page, 'Add distributor');
      await dialog.getByLabel('Distributor name').fill('Red River Distribution');
      await dialog.getByLabel('Username').fill('npp.redriver');
      await dialog.getByLabel('Password', { exact: true }).fill('Red-River-2026');
      await dialog.getByLabel('Tax code').fill(TAX_CODE);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await waitForRoute(page, /^\/en\/npp-manager\/\d+$/);
      await page.getByRole('heading', { name: 'Red River Distribution' }).waitFor();
      assert.equal((await partners('NPP', 'npp.redriver')).length, 1);
    });

    void it('moves field staff and their stores to another distributor after a preview', async () => {
      const [from] = await partners('NPP', 'npp.minhphat');
      const [nvtt] = await partners('NVTT', 'nvtt.nam');
      assert.ok(from && nvtt, 'the demo distributor and its field staff exist');
      assert.equal(nvtt.distributor_id, from.id);
      // The first distributor the target picker offers (the options come from dropdown_npp_by_zone).
      const offered = await api(server.baseUrl, 'POST', '/account/api/dropdown_npp_by_zone', {
        token,
        body: {},
      });
      const target = (offered.json.data as { value: number; label: string }[]).find(
        (o) => o.value !== from.id,
      )!;

      await page.goto(`${server.baseUrl}/#/npp-manager/${from.id}/tranfer`);
      await pickOption(page, page.locator('[id="transfer-target"]'), target.label);
      await page.getByRole('button', { name: 'Xem trước' }).click();
      await page.getByText(/Sẽ chuyển \d+ NVTT và \d+ cửa hàng/).waitFor();
      await page.getByText(nvtt.fullname).first().waitFor();
      await screenshots(page, 'npp-transfer-preview');
      await page.getByRole('button', { name: 'Chuyển', exact: true }).click();
      await (
        await openedDialog(page, /Chuyển sang/)
      )
        .getByRole('button', { name: 'Chuyển', exact: true })
        .click();
      await page.getByRole('status').first().waitFor();
      await page.waitForFunction(
        async ([url, bearer, id, expected]) => {
          const response = await fetch(`${url}/account/api/partner/${id}`, {
            headers: { Authorization: `Bearer ${bearer}` },
          });
          const body = (await response.json()) as { data?: { distributor_id?: number } };
          return body.data?.distributor_id === expected;
        },
        [server.baseUrl, token, nvtt.id, target.value] as const,
      );
      // The page goes back to the distributor after the move: the next test's address must not race
      // that navigation (its lazy page still loading on a busy machine).
      await waitForRoute(page, `/npp-manager/${from.id}`);
      await page.getByRole('heading', { name: from.fullname }).first().waitFor();
    });

    void it('lists the stores within 2 km of a store, with the map tiles unreachable', async () => {
      const [store] = await partners('CHTH', 'chth.cohanh');
      assert.ok(store);
      await page.goto(`${server.baseUrl}/#/detail-location?id=${store.id}`);
      const neighbours = page.getByRole('region', { name: 'Điểm lân cận' });
      await neighbours.getByText(/\d+ điểm trong bán kính/).waitFor();
      // The tile server answers nothing: the map says so and still draws its points.
      await page.getByText('Không tải được nền bản đồ; các điểm vẫn hiển thị.').waitFor();
      assert.ok((await page.locator('.kenh-map__marker').count()) > 1, 'markers without tiles');
      const distances = await neighbours.getByText(/^[\d.,]+ (m|km)$/).allTextContents();
      assert.ok(distances.length > 0, 'stores within 2 km are listed');
      for (const text of distances) {
        const metres = text.endsWith('km')
          ? Number(text.replace(' km', '').replace(',', '.')) * 1000
          : Number(text.replace(' m', '').replace(/\./g, ''));
        assert.ok(metres <= 2000, `${text} is within 2 km`);
      }
      await screenshots(page, 'detail-location');
    });

    void it('raised no errors in the page', () => {
      assert.deepEqual(
        pageErrors.filter((e) => !/status of 40[0134]/.test(e)),
        [],
      );
    });
  },
);
