import { chromium } from 'playwright-core';
import { signIn } from '../support/app.js';
import { CHROMIUM_ARGS } from '../support/browser.js';
const base = 'http://127.0.0.1:39417';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
page.setDefaultTimeout(10000);
page.on('console', (m) => console.log('console', m.type(), m.text()));
await signIn(page, base, process.argv[2] ?? 'quantri');
const step = process.argv[3] ?? 'area';
try {
  if (step === 'resize') {
    await page.goto(`${base}/#/locate-manager/create`);
    await page.getByRole('heading', { name: 'Thêm khu vực' }).waitFor();
    await page.locator('[id="field-name"]').fill('Khu vực X');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    console.log('mobile value', await page.locator('[id="field-name"]').inputValue());
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(500);
    console.log('desktop value', await page.locator('[id="field-name"]').inputValue());
  }
  if (step === 'area') {
    await page.goto(`${base}/#/locate-manager/create`);
    await page.getByRole('heading', { name: 'Thêm khu vực' }).waitFor();
    await page.locator('[id="field-name"]').fill('Khu vực X');
    const input = page.locator('[id="field-region"]');
    console.log('region input count', await input.count());
    const select = page.locator('.ant-select', { has: input }).first();
    console.log('select count', await select.count(), await select.getAttribute('class'));
    await select.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option').filter({ hasText: 'Miền Nam' }).first().click();
    console.log('after click', await select.getAttribute('class'), await select.innerText());
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.waitForTimeout(2000);
    console.log('url', page.url());
    console.log(await page.locator('body').innerText());
    console.log('dropdowns', await page.locator('.ant-select-dropdown:visible').count());
    console.log(await page.locator('.ant-select-dropdown:visible').innerHTML().catch(e=>String(e)));
  }
} catch (e) { console.log('ERR', e); }
await page.screenshot({ path: '/tmp/dbg.png' });
await browser.close();
