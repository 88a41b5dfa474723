import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, signIn, waitForRoute } from '../support/app.js';
import { launchBrowser, DESKTOP, openedDialog, screenshots, watchPageErrors } from '../support/browser.js';
import { pickOption } from '../support/select.js';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../support/server.js';

/** The sales manager drafts and submits; the general director (board) approves (four eyes). */
const AUTHOR = 'truongvung';
const APPROVER = 'tonggiamdoc';

interface VariantRow {
  id: number;
  code: string;
  name: string;
  units: { unit_id: number; unit_name: string }[];
}
interface LocatedAccount {
  id: number;
  username: string;
  fullname: string;
  type: string;
  is_active: boolean;
}

const byId = (page: Page, id: string): Locator => page.locator(`[id="${id}"]`);

/** `1234567` → `1.234.567 ₫`, as the contract's formatter writes it. */
const vnd = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;

/** The date (`YYYY-MM-DD`) and time (`hh:mm`) a Vietnamese clock shows at `instant`. */
function vietnamClock(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The first whole minute at least `seconds` from now. */
function wholeMinuteAhead(seconds: number): Date {
  const at = new Date(Date.now() + seconds * 1000);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

/** Types a moment into the price list's date (dd/mm/yyyy, Enter) and time (hh:mm) fields. */
async function fillMoment(page: Page, scope: Page | Locator, id: string, at: Date): Promise<void> {
  const { date, time } = vietnamClock(at);
  const [y, m, d] = date.split('-');
  const input = scope.locator(`[id="${id}"]`);
  await input.click();
  await input.fill(`${d}/${m}/${y}`);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
  await scope.locator(`[id="${id}-time"]`).fill(time);
}

void describe(
  'price lists: draft, four-eyes approval, taking effect at its minute',
  { timeout: 420_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let token = '';
    let account: LocatedAccount;
    let areaLabel = '';
    let variant: VariantRow;
    let unit: VariantRow['units'][number];
    let oldPrice: number | null = null;
    let newPrice = 0;
    let listId = 0;
    let effectiveAt: Date;

    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const { status, json } = await api(server.baseUrl, method, path, { token, body });
      assert.equal(status, 200, `${method} ${path}: ${JSON.stringify(json)}`);
      return json.data as T;
    };
    const priceNow = async () => {
      const resolved = await call<{ lines: { price: number | null; price_list_id: number | null }[] }>(
        'POST',
        '/product/api/v2/resolve_prices',
        { account_id: account.id, lines: [{ variant_id: variant.id, unit_id: unit.unit_id }] },
      );
      return resolved.lines[0]!;
    };
    const newPage = async (locale: string) => {
      const context = await browser.newContext({ viewport: DESKTOP, locale });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      return { page, errors: watchPageErrors(page) };
    };

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      const login = await api(server.baseUrl, 'POST', '/account/api/login', {
        body: { username: AUTHOR, password: DEMO_PASSWORD },
      });
      token = (login.json.data as { access_token: string }).access_token;
      // A grocery store (CHTH) of the demo network and a product it is sold.
      const areas = await call<{ value: number; label: string }[]>('GET', '/locate/api/locate_dropdown');
      for (const area of areas) {
        const page = await call<{ results: LocatedAccount[] }>(
          'POST',
          '/locate/api/get_all_account_in_zone',
          {
            area_id: area.value,
            page_size: 200,
          },
        );
        const store = page.results.find((a) => a.type === 'CHTH' && a.is_active);
        if (store) {
          account = store;
          areaLabel = area.label;
          break;
        }
      }
      assert.ok(account, 'the demo network has a grocery store');
      const variants = await call<{ results: VariantRow[] }>('POST', '/product/api/all_product_formula', {
        page: 0,
        page_size: 5,
        direction: 'out',
        status: 'active',
      });
      variant = variants.results.find((v) => v.units.length > 0)!;
      assert.ok(variant, 'the demo catalogue has a variant for sale');
      unit = variant.units[0]!;
      oldPrice = (await priceNow()).price;
      newPrice = (oldPrice ?? 10_000) + 1_500;
    });

    after(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    void it('the sales manager drafts a price list for one store and submits it (Vietnamese)', async () => {
      const { page, errors } = await newPage('vi-VN');
      await signIn(page, server.baseUrl, AUTHOR, { path: '/login?next=%2Fproduct%2Fprice-list' });
      await waitForRoute(page, '/product/price-list');
      await page.getByRole('button', { name: 'Thêm bảng giá' }).click();
      await waitForRoute(page, '/product/price-list/new');
      // The address changes before the lazy page replaces the list (whose search box also names
      // "tên bảng giá"): wait for the form itself.
      await page.getByRole('heading', { name: 'Thêm bảng giá', exact: true }).waitFor();

      await page.getByLabel('Tên bảng giá', { exact: true }).fill('Giá riêng cửa hàng — thử nghiệm');
      await pickOption(page, byId(page, 'price-list-system'), /^CHTH/);
      await page.getByText('Theo khách hàng', { exact: true }).click();
      await pickOption(page, byId(page, 'price-list-targets-area'), areaLabel);
      await pickOption(page, byId(page, 'price-list-targets'), account.fullname, account.username);
      // Submitting needs a start at least a minute ahead; the approver sets the real one.
      await fillMoment(page, page, 'price-list-effective', wholeMinuteAhead(300));
      await pickOption(page, byId(page, 'price-list-variant'), variant.code, variant.code);
      await pickOption(page, byId(page, 'price-list-unit'), unit.unit_name);
      await page.getByRole('button', { name: /Thêm$/ }).click();
      await page.getByLabel(`Giá của ${variant.name} theo ${unit.unit_name}`).fill(String(newPrice));
      await screenshots(page, 'price-list-new');

      await page.getByRole('button', { name: 'Lưu nháp' }).click();
      await waitForRoute(page, /^\/price-list\/pending\/\d+$/);
      listId = Number(new URL(page.url()).hash.split('/').pop());
      await page.getByRole('heading', { name: 'Giá riêng cửa hàng — thử nghiệm' }).waitFor();
      await page.getByRole('button', { name: 'Gửi duyệt' }).click();
      await (await openedDialog(page, 'Gửi duyệt')).getByRole('button', { name: 'Xác nhận' }).click();
      await page.locator('[data-status="pending"]').first().waitFor();
      // The author is not offered approval (four eyes).
      assert.equal(await page.getByRole('button', { name: 'Duyệt', exact: true }).count(), 0);
      await screenshots(page, 'price-list-submitted');
      assert.deepEqual(errors, []);
    });

    void it('the general director sees the preview and approves it a minute ahead (English)', async () => {
      const { page, errors } = await newPage('en-US');
      await signIn(page, server.baseUrl, APPROVER, {
        path: `/login?next=${encodeURIComponent(`/en/price-list/pending/${listId}`)}`,
      });
      await waitForRoute(page, `/en/price-list/pending/${listId}`);
      const preview = page.getByRole('region', { name: 'Compared with the prices in force' });
      await preview
        .getByRole('button', { name: oldPrice === null ? 'New prices: 1' : 'Raised: 1' })
        .waitFor();
      await screenshots(page, 'price-list-preview');

      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = await openedDialog(page, /^Approve the price list/);
      await dialog.getByText('Change the effective time').click();
      effectiveAt = wholeMinuteAhead(60);
      await fillMoment(page, dialog, 'approve-effective-from', effectiveAt);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await page.locator('[data-status="approved"]').first().waitFor();
      assert.deepEqual(errors, []);
    });

    void it('the old price stays in force until that minute, then the new one applies', async () => {
      const { page, errors } = await newPage('en-US');
      await signIn(page, server.baseUrl, AUTHOR, { path: '/login?next=%2Fen%2Fprice-list' });
      await waitForRoute(page, '/en/price-list');
      const lookup = async () => {
        await page.getByRole('button', { name: 'Look up' }).click();
        return page.getByRole('region', { name: 'Prices found' });
      };
      await pickOption(page, byId(page, 'lookup-area'), areaLabel);
      await pickOption(page, byId(page, 'lookup-account'), account.fullname, account.username);
      await pickOption(page, byId(page, 'lookup-variants'), variant.code, variant.code);

      assert.ok(Date.now() < effectiveAt.getTime(), 'still before the new price takes effect');
      const before = await lookup();
      await before
        .getByText(oldPrice === null ? 'No price in force' : vnd(oldPrice))
        .first()
        .waitFor();
      assert.equal((await priceNow()).price, oldPrice);
      await screenshots(page, 'price-list-before');

      await page.waitForTimeout(Math.max(0, effectiveAt.getTime() - Date.now()) + 2_000);
      const after = await lookup();
      await after.getByText(vnd(newPrice)).first().waitFor();
      const line = await priceNow();
      assert.equal(line.price, newPrice);
      assert.equal(line.price_list_id, listId);
      await screenshots(page, 'price-list-after');

      // The same in Vietnamese, and the server has moved the list to "in force".
      await page.goto(`${server.baseUrl}/#/price-list`);
      // A fresh document: the /en page's lookup would otherwise keep its picks.
      await page.reload();
      await pickOption(page, byId(page, 'lookup-area'), areaLabel);
      await pickOption(page, byId(page, 'lookup-account'), account.fullname, account.username);
      await pickOption(page, byId(page, 'lookup-variants'), variant.code, variant.code);
      await page.getByRole('button', { name: 'Tra giá' }).click();
      await page.getByRole('region', { name: 'Kết quả tra giá' }).getByText(vnd(newPrice)).first().waitFor();
      // The scheduler wakes at the minute (at least every minute) and marks the list in force.
      for (let waited = 0; ; waited += 2_000) {
        const list = await call<{ status: string }>('GET', `/product/api/v2/price_list/${listId}`);
        if (list.status === 'active') break;
        assert.ok(waited < 90_000, `the list is still ${list.status} 90 s after its time`);
        await page.waitForTimeout(2_000);
      }
      await page.goto(`${server.baseUrl}/#/price-list/history/${listId}`);
      await page.locator('[data-status="active"]').first().waitFor();
      await screenshots(page, 'price-list-active');
      assert.deepEqual(errors, []);
    });
  },
);
