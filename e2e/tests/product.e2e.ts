import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, api, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, screenshots, watchPageErrors } from '../support/browser.js';
import { SCREENSHOT_DIR } from '../support/paths.js';
import { pickOption } from '../support/select.js';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../support/server.js';

interface Words {
  prefix: string;
  name: string;
  nameLabel: string;
  variantsRegion: string;
  baseUnit: string;
  addUnit: RegExp;
  secondUnit: string;
  factor: string;
  baseBarcode: string;
  addOption: RegExp;
  optionName: (n: number) => string;
  addValue: (option: string) => string;
  options: [string, string[]][];
  save: string;
  variantsTab: RegExp;
}

const VI: Words = {
  prefix: '',
  name: 'Trà xanh Không Độ thử nghiệm',
  nameLabel: 'Tên sản phẩm',
  variantsRegion: 'Biến thể',
  baseUnit: 'Đơn vị cơ bản',
  addUnit: /Thêm đơn vị/,
  secondUnit: 'Đơn vị 2',
  factor: 'Quy đổi ra đơn vị cơ bản',
  baseBarcode: 'Mã vạch (đơn vị cơ bản)',
  addOption: /Thêm thuộc tính/,
  optionName: (n) => `Tên thuộc tính ${n}`,
  addValue: (option) => `Thêm giá trị: ${option}`,
  options: [
    ['Hương vị', ['Chanh', 'Mật ong']],
    ['Dung tích', ['350ml', '455ml', '1L']],
  ],
  save: 'Lưu',
  variantsTab: /^Biến thể \(6\)$/,
};

const EN: Words = {
  prefix: '/en',
  name: 'Test green tea',
  nameLabel: 'Product name',
  variantsRegion: 'Variants',
  baseUnit: 'Base unit',
  addUnit: /Add unit/,
  secondUnit: 'Unit 2',
  factor: 'Base units in one',
  baseBarcode: 'Barcode (base unit)',
  addOption: /Add option/,
  optionName: (n) => `Option ${n} name`,
  addValue: (option) => `Add value: ${option}`,
  options: [
    ['Flavour', ['Lemon', 'Honey']],
    ['Size', ['350ml', '455ml', '1L']],
  ],
  save: 'Save',
  variantsTab: /^Variants \(6\)$/,
};

void describe(
  'catalogue: a product with 2 × 3 variants, in Vietnamese and English',
  { timeout: 300_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[];
    let token = '';

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
      await signIn(page, server.baseUrl, ACCOUNTS.admin.username);
    });

    after(async () => {
      await context?.close();
      await browser?.close();
      await server?.stop();
    });

    void it('the catalogue landing links its four areas with their counts', async () => {
      await page.goto(`${server.baseUrl}/#/product`);
      for (const area of ['Sản phẩm', 'Đơn vị tính', 'Danh mục sản phẩm', 'Bảng giá']) {
        await page.getByRole('link', { name: area, exact: true }).waitFor();
      }
      await page.getByText(/\d+ sản phẩm đang kinh doanh/).waitFor();
      await screenshots(page, 'product-home');
      await page.goto(`${server.baseUrl}/#/product/product-manager`);
      await page.locator('.ant-table-row').first().waitFor();
      await screenshots(page, 'product-list');
    });

    for (const [words, barcode] of [
      [VI, '4801234500016'],
      [EN, '4801234500023'],
    ] as const) {
      void it(`creates a product with 2 × 3 variants (${words.prefix || '/'})`, async () => {
        await page.goto(`${server.baseUrl}/#${words.prefix}/product/product-manager/create`);
        await page.getByLabel(words.nameLabel, { exact: true }).fill(words.name);
        await pickOption(page, page.getByLabel(words.baseUnit, { exact: true }), 'Lon (lon)', 'lon');
        await page.getByLabel(words.baseBarcode, { exact: true }).fill(barcode);
        await page.getByRole('button', { name: words.addUnit }).click();
        await pickOption(page, page.getByLabel(words.secondUnit, { exact: true }), 'Thùng (thung)', 'thung');
        await page.getByLabel(words.factor, { exact: true }).fill('24');
        for (const [index, [option, values]] of words.options.entries()) {
          await page.getByRole('button', { name: words.addOption }).click();
          await page.getByLabel(words.optionName(index + 1), { exact: true }).fill(option);
          const input = page.getByLabel(words.addValue(option), { exact: true });
          for (const value of values) {
            await input.fill(value);
            await input.press('Enter');
          }
        }
        const variants = page
          .getByRole('region', { name: words.variantsRegion, exact: true })
          .getByRole('listitem');
        await variants.nth(5).waitFor();
        assert.equal(await variants.count(), 6);
        // The name again: the form can still take its loaded defaults after the first keystrokes
        // (a reset on late defaults, in the session note to fix in the page kit).
        await page.getByLabel(words.nameLabel, { exact: true }).fill(words.name);
        // The filled form at this width only: resizing to 390 px swaps the desktop layout for the
        // phone one, which mounts the page afresh.
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `product-create${words.prefix ? '-en' : ''}-1440.png`),
          fullPage: true,
        });

        await page.getByRole('button', { name: words.save, exact: true }).click();
        await waitForRoute(page, new RegExp(`^${words.prefix}/product/product-manager/\\d+$`));
        const id = Number(/(\d+)$/.exec(new URL(page.url()).hash)![1]);
        const { status, json } = await api(server.baseUrl, 'GET', `/product/api/v2/out/product/${id}`, {
          token,
        });
        assert.equal(status, 200, JSON.stringify(json));
        const product = json.data as {
          options: { name: string; values: string[] }[];
          variants: {
            code: string;
            option_values: string[];
            units: { unit_name: string; factor: number; barcode: string | null }[];
          }[];
        };
        await page.getByRole('heading', { name: words.name }).waitFor();
        await page.getByRole('tab', { name: words.variantsTab }).click();
        const panel = page.getByRole('tabpanel', { name: words.variantsTab });
        await panel.getByText(product.variants.at(-1)!.code, { exact: true }).waitFor();
        await screenshots(page, `product-detail${words.prefix ? '-en' : ''}`);

        assert.deepEqual(
          product.options,
          words.options.map(([name, values]) => ({ name, values })),
        );
        assert.equal(product.variants.length, 6);
        assert.deepEqual(
          product.variants.map((v) => v.option_values.join('/')),
          words.options[0]![1].flatMap((a) => words.options[1]![1].map((b) => `${a}/${b}`)),
        );
        // The first variant kept the barcode typed before the options; every variant has both units.
        assert.equal(product.variants[0]!.units.find((u) => u.factor === 1)?.barcode, barcode);
        for (const variant of product.variants) {
          assert.deepEqual(
            variant.units.map((u) => u.factor),
            [1, 24],
          );
        }
      });
    }

    void it('raised no page errors', () => {
      assert.deepEqual(pageErrors, []);
    });
  },
);
