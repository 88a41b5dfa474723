import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { todayInVietnam } from '@kenh/contract';
import { api, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, MOBILE, screenshots, watchPageErrors } from '../support/browser.js';
import { SCREENSHOT_DIR } from '../support/paths.js';
import { addThroughProductSearch } from '../support/product-search.js';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../support/server.js';

/** The demo warehouse keeper (role Kho vận: warehouses, receipts, products). */
const KEEPER = 'kho.binhduong';

const byId = (page: Page, id: string): Locator => page.locator(`[id="${id}"]`);

/** `YYYY-MM-DD` plus `days`, as a date string. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Types a `YYYY-MM-DD` date into the kit's date picker as its users do: dd/mm/yyyy, then Enter. */
async function fillDate(page: Page, id: string, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  const input = byId(page, id);
  await input.click();
  await input.fill(`${d}/${m}/${y}`);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Posts the form and waits for the posted receipt's page: its id. A refusal fails with what the form said. */
async function post(page: Page, button: string): Promise<number> {
  await page.getByRole('button', { name: button }).click();
  await waitForRoute(page, /^\/warehouse\/receipt\/\d+$/).catch(async (error: unknown) => {
    const shown = await page.locator('.ant-form-item-explain-error, [role="alert"]').allInnerTexts();
    throw new Error(`the receipt was not posted: ${shown.join(' | ')}`, { cause: error });
  });
  return Number(page.url().split('/').pop());
}

void describe(
  'warehouse: a keeper takes in two lots, sees the stock, counts it and reads the stock report',
  { timeout: 300_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let warehouse = { id: 0, code: '', name: '' };
    let variant = { id: 0, code: '', name: '' };
    // Lot numbers of this run: nothing else holds them, so their stock is what this test put in.
    const suffix = String(Date.now() % 100_000);
    const lotA = `E2E${suffix}A`;
    const lotB = `E2E${suffix}B`;
    const today = todayInVietnam();

    async function open(viewport: { width: number; height: number }): Promise<[Page, string[]]> {
      const context = await browser.newContext({ viewport, locale: 'vi-VN' });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await signIn(page, server.baseUrl, KEEPER);
      return [page, errors];
    }

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      const login = await api(server.baseUrl, 'POST', '/account/api/login', {
        body: { username: KEEPER, password: DEMO_PASSWORD },
      });
      assert.equal(login.status, 200, login.json.message);
      const token = (login.json.data as { access_token: string }).access_token;
      const warehouses = await api(server.baseUrl, 'GET', '/warehouse/api/warehouse_dropdown', { token });
      assert.equal(warehouses.status, 200, warehouses.json.message);
      warehouse = (warehouses.json.data as { id: number; code: string; name: string }[])[0]!;
      assert.ok(warehouse, 'the keeper sees an active warehouse');
      const variants = await api(server.baseUrl, 'POST', '/product/api/all_product_formula', {
        token,
        body: { page: 0, page_size: 1, direction: 'out', status: 'active' },
      });
      assert.equal(variants.status, 200, variants.json.message);
      variant = (variants.json.data as { results: { id: number; code: string; name: string }[] }).results[0]!;
    });

    after(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    void it('takes in two lots of one product (goods in) and opens the posted receipt', async () => {
      const [page, errors] = await open(DESKTOP);
      await page.goto(`${server.baseUrl}/#/warehouse`);
      await page.locator('.ant-table-row').first().waitFor();
      await page
        .getByText(/\d[\d.]* ₫/)
        .first()
        .waitFor();
      await screenshots(page, 'warehouse-list');

      await page.goto(`${server.baseUrl}/#/warehouse/receipt/import?warehouse=${warehouse.id}`);
      await page
        .locator('.ant-select', { has: byId(page, 'field-warehouse_id') })
        .getByText(warehouse.name)
        .waitFor();
      // Two lots of the same product: two lines.
      const lines = page.getByRole('group', { name: variant.name });
      await addThroughProductSearch(page, variant.code, lines);
      await addThroughProductSearch(page, variant.code, lines);
      for (const [index, lot, quantity, months] of [
        [0, lotA, '10', 6],
        [1, lotB, '5', 12],
      ] as const) {
        await byId(page, `field-lines.${index}.quantity`).fill(quantity);
        await byId(page, `field-lines.${index}.lot_code`).fill(lot);
        await fillDate(page, `field-lines.${index}.manufactured_on`, addDays(today, -30));
        await fillDate(page, `field-lines.${index}.expires_on`, addDays(today, months * 30));
        await byId(page, `field-lines.${index}.unit_cost`).fill('12000');
      }
      await screenshots(page, 'warehouse-import');
      await post(page, 'Lập phiếu nhập');
      await page.getByRole('heading', { name: /^Phiếu nhập kho / }).waitFor();
      await page.getByText(lotA).waitFor();
      await page.getByText(lotB).waitFor();
      await screenshots(page, 'warehouse-receipt');
      assert.deepEqual(errors, []);
    });

    void it('shows the product’s stock by warehouse and by lot, and its movements', async () => {
      const [page, errors] = await open(DESKTOP);
      await page.goto(`${server.baseUrl}/#/warehouse/product/${variant.id}`);
      const lots = page.locator('.ant-card').filter({ hasText: 'Tồn theo lô' });
      await lots.getByRole('link', { name: lotA }).waitFor();
      await lots.getByRole('link', { name: lotB }).waitFor();
      await page.locator('.ant-card').filter({ hasText: 'Tồn theo kho' }).getByText(warehouse.name).waitFor();
      await screenshots(page, 'warehouse-product-stock');
      assert.deepEqual(errors, []);
    });

    void it('counts the warehouse: one bottle short of lot A posts a variance of -1', async () => {
      const [page, errors] = await open(DESKTOP);
      await page.goto(`${server.baseUrl}/#/warehouse/receipt/count?warehouse=${warehouse.id}`);
      // A product at a time: the warehouse may hold more lots than one count takes.
      await page.getByLabel('Tìm theo mã hoặc tên sản phẩm').fill(variant.code);
      await page.getByLabel('Tìm theo mã hoặc tên sản phẩm').press('Enter');
      const lot = page.getByRole('group', { name: new RegExp(`Số lô ${lotA}$`) });
      await lot.getByLabel('Thực đếm').fill('9');
      await lot.getByLabel('Thực đếm').blur();
      await lot.getByTestId('variance').getByText('-1').waitFor();
      await screenshots(page, 'warehouse-count');
      await post(page, 'Lập phiếu kiểm kê');
      await page.getByRole('heading', { name: /^Phiếu kiểm kê / }).waitFor();
      await page.getByRole('row').filter({ hasText: lotA }).getByText('-1').waitFor();
      assert.deepEqual(errors, []);
    });

    void it('reads the stock report as of today, then one warehouse, in English too', async () => {
      const [page, errors] = await open(DESKTOP);
      await page.goto(`${server.baseUrl}/#/report/stock-quantity?as_of=${today}`);
      const [y, m, d] = today.split('-');
      assert.equal(await page.getByLabel('Tồn đến ngày').inputValue(), `${d}/${m}/${y}`);
      await page.locator('.ant-table-row').first().waitFor();
      await screenshots(page, 'warehouse-stock-report');
      // One warehouse, narrowed to the product (a warehouse holds more than a page of products).
      await page.goto(
        `${server.baseUrl}/#/report/stock-quantity/${warehouse.id}?as_of=${today}&search=${variant.code}`,
      );
      await page.getByRole('link', { name: 'Báo cáo tồn kho' }).waitFor();
      await page
        .getByRole('link', { name: new RegExp(variant.code) })
        .first()
        .waitFor();
      await screenshots(page, 'warehouse-stock-report-one');
      await page.goto(`${server.baseUrl}/#/en/report/stock-quantity`);
      await page.getByRole('heading', { name: 'Stock report' }).waitFor();
      await page.getByRole('button', { name: /Excel/ }).waitFor();
      await page.goto(`${server.baseUrl}/#/en/warehouse/product/${variant.id}`);
      await page.getByText('By warehouse').waitFor();
      await page.getByRole('link', { name: lotB }).waitFor();
      await screenshots(page, 'warehouse-product-stock-en');
      assert.deepEqual(errors, []);
    });

    void it('on a 390 px phone: the warehouses as cards with the cart link, and goods in with a barcode field', async () => {
      const [page, errors] = await open(MOBILE);
      await page.goto(`${server.baseUrl}/#/warehouse?search=${warehouse.code}`);
      await page.getByText(warehouse.name).first().waitFor();
      await page.getByRole('link', { name: 'Giỏ hàng' }).waitFor();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'warehouse-list-phone-390.png'),
        fullPage: true,
      });
      await page.goto(`${server.baseUrl}/#/warehouse/receipt/import?warehouse=${warehouse.id}`);
      const barcode = page.getByLabel('Mã vạch');
      assert.equal(await barcode.getAttribute('inputmode'), 'numeric');
      await addThroughProductSearch(page, variant.code, page.getByRole('group', { name: variant.name }));
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'warehouse-import-phone-390.png'),
        fullPage: true,
      });
      assert.deepEqual(errors, []);
    });
  },
);
