import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { todayInVietnam } from '@kenh/contract';
import { api, signIn, waitForRoute } from '../support/app.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openedDialog,
  screenshots,
  watchPageErrors,
} from '../support/browser.js';
import { apiSession } from '../support/live-notifications.js';
import { SCREENSHOT_DIR } from '../support/paths.js';
import { distributorWithinCredit } from '../support/orders.js';
import { pickOption } from '../support/select.js';
import { startServer, type RunningServer } from '../support/server.js';

/** Orders for a distributor on its behalf; the sales room's head approves it. */
const ORDERER = 'giamsat';
const APPROVER = 'truongvung';
/** The demo warehouse keeper (role Kho vận: receipts, shipments, order.fulfil). */
const KEEPER = 'kho.binhduong';

/** `YYYY-MM-DD` plus `days`. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface LotStock {
  lot_code: string | null;
  quantity: number;
}

void describe(
  'delivery: goods in by two lots, an order approved, issued first expiry first on a phone, shipped and delivered',
  { timeout: 400_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let keeperToken = '';
    let order = { id: 0, code: '', area_id: 0 };
    let warehouse = { id: 0, name: '' };
    let variant = { id: 0, code: '', base_unit_id: 0 };
    let shipmentId = 0;
    /** A driver and a vehicle on no shipment on the road (the demo has one). */
    const fleet = { driver: '', plate: '' };
    const suffix = String(Date.now() % 100_000);
    const lotA = `GIAO${suffix}A`;
    const lotB = `GIAO${suffix}B`;
    const today = todayInVietnam();

    async function open(
      viewport: { width: number; height: number },
      username: string,
    ): Promise<[Page, string[]]> {
      const context = await browser.newContext({ viewport, locale: 'vi-VN' });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await signIn(page, server.baseUrl, username);
      return [page, errors];
    }

    /** The two lots' stock at the warehouse today, by lot. */
    async function lotStock(): Promise<Record<string, number>> {
      const report = await api(server.baseUrl, 'POST', '/consignment/api/stock_quantity', {
        token: keeperToken,
        body: {
          group_by: 'lot',
          warehouse_id: warehouse.id,
          variant_id: variant.id,
          as_of: today,
          page_size: 100,
        },
      });
      assert.equal(report.status, 200, report.json.message);
      const rows = (report.json.data as { results: LotStock[] }).results;
      return Object.fromEntries(
        [lotA, lotB].map((lot) => [lot, rows.find((r) => r.lot_code === lot)?.quantity ?? 0]),
      );
    }

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      const orderer = (await apiSession(server.baseUrl, ORDERER)).token;
      keeperToken = (await apiSession(server.baseUrl, KEEPER)).token;
      const variants = await api(server.baseUrl, 'POST', '/product/api/all_product_formula', {
        token: orderer,
        body: { page: 0, page_size: 1, direction: 'out', status: 'active' },
      });
      assert.equal(variants.status, 200, variants.json.message);
      variant = (variants.json.data as { results: (typeof variant)[] }).results[0]!;
      // A distributor within its credit limit: the sales room alone approves a small order.
      const distributor = await distributorWithinCredit(server.baseUrl, orderer);
      const created = await api(server.baseUrl, 'POST', '/order/api/v3/orders', {
        token: orderer,
        body: {
          account_id: distributor.id,
          delivery_address: distributor.address,
          lines: [{ variant_id: variant.id, unit_id: variant.base_unit_id, quantity: 14 }],
          submit: true,
        },
      });
      assert.equal(created.status, 200, created.json.message);
      order = created.json.data as typeof order;
      // Its serving warehouse: the company's central warehouse of the order's area.
      const warehouses = await api(server.baseUrl, 'GET', '/warehouse/api/warehouse_dropdown', {
        token: keeperToken,
      });
      const central = (
        warehouses.json.data as { id: number; name: string; kind: string; area_id: number }[]
      ).find((w) => w.kind === 'central' && w.area_id === order.area_id);
      assert.ok(central, 'the order’s area has a central warehouse the keeper sees');
      warehouse = central;
      const onRoad = await api(server.baseUrl, 'POST', '/transport/api/list_transport', {
        token: keeperToken,
        body: { status: 'on_the_road', page_size: 100 },
      });
      const busy = (onRoad.json.data as { results: { driver_id: number; vehicle_id: number }[] }).results;
      const drivers = await api(server.baseUrl, 'GET', '/transport/api/all_driver', { token: keeperToken });
      const vehicles = await api(server.baseUrl, 'GET', '/transport/api/vehicle/all_vehicle', {
        token: keeperToken,
      });
      fleet.driver = (drivers.json.data as { value: number; label: string }[]).find(
        (d) => !busy.some((b) => b.driver_id === d.value),
      )!.label;
      fleet.plate = (vehicles.json.data as { value: number; label: string; capacity_kg: number }[]).find(
        (v) => v.capacity_kg >= 80 && !busy.some((b) => b.vehicle_id === v.value),
      )!.label;
    });

    after(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    void it('takes in two lots that expire before any other of the product', async () => {
      const receipt = await api(server.baseUrl, 'POST', '/warehouse/api/receipt_imports', {
        token: keeperToken,
        body: {
          warehouse_id: warehouse.id,
          lines: [
            {
              variant_id: variant.id,
              unit_id: variant.base_unit_id,
              quantity: 10,
              lot_code: lotA,
              expires_on: addDays(today, 8),
            },
            {
              variant_id: variant.id,
              unit_id: variant.base_unit_id,
              quantity: 10,
              lot_code: lotB,
              expires_on: addDays(today, 9),
            },
          ],
        },
      });
      assert.equal(receipt.status, 200, receipt.json.message);
      assert.deepEqual(await lotStock(), { [lotA]: 10, [lotB]: 10 });
    });

    void it('the sales head approves the order on a desktop', async () => {
      const [page, errors] = await open(DESKTOP, APPROVER);
      await page.goto(`${server.baseUrl}/#/order/export/${order.id}`);
      await page.getByRole('button', { name: 'Duyệt', exact: true }).click();
      await page.getByText('Đã duyệt').first().waitFor();
      assert.deepEqual(errors, []);
    });

    void it('the keeper issues it on a 390 px phone from the suggested lots, first expiry first', async () => {
      const [page, errors] = await open(MOBILE, KEEPER);
      await page.goto(`${server.baseUrl}/#/order/export/${order.id}`);
      const issue = page.getByRole('button', { name: 'Xuất kho' });
      await issue.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'delivery-order-phone-390.png'),
        fullPage: true,
      });
      await issue.click();
      await waitForRoute(page, /^\/warehouse\/receipt\/export\?order=/);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'delivery-issue-phone-390.png'),
        fullPage: true,
      });
      // The order's 14 units come from lot A (10, expiring first) and lot B (4).
      await page.getByText(lotA).first().waitFor();
      await page.getByText(lotB).first().waitFor();
      await page.getByRole('button', { name: 'Lập phiếu xuất' }).click();
      await waitForRoute(page, /^\/warehouse\/receipt\/\d+$/).catch(async (error: unknown) => {
        const shown = await page.locator('.ant-form-item-explain-error, [role="alert"]').allInnerTexts();
        throw new Error(`the goods issue was not posted: ${shown.join(' | ')}`, { cause: error });
      });
      await page.getByRole('heading', { name: /^Phiếu xuất kho / }).waitFor();
      assert.deepEqual(await lotStock(), { [lotA]: 0, [lotB]: 6 });
      assert.deepEqual(errors, []);
    });

    void it('loads it on a shipment, which leaves and delivers it; the order is delivered', async () => {
      const [page, errors] = await open(DESKTOP, KEEPER);
      await page.goto(`${server.baseUrl}/#/transport/create-transport`);
      await pickOption(page, page.getByLabel('Kho xuất', { exact: true }), warehouse.name, warehouse.name);
      await page.getByRole('checkbox', { name: order.code }).check();
      await pickOption(page, page.getByLabel('Tài xế', { exact: true }), fleet.driver);
      await pickOption(page, page.getByLabel('Phương tiện', { exact: true }), fleet.plate);
      await page.getByLabel('Khối lượng hàng (kg)').fill('80');
      await screenshots(page, 'delivery-shipment-create');
      await page.getByRole('button', { name: 'Tạo chuyến' }).click();
      await waitForRoute(page, /^\/transport\/\d+$/);
      shipmentId = Number(page.url().split('/').pop());
      await page.getByRole('button', { name: 'Xuất phát' }).click();
      await page.getByRole('button', { name: 'Đã giao tất cả' }).click();
      const confirm = await openedDialog(page);
      await confirm.getByRole('button', { name: /OK|Đồng ý|Xác nhận/ }).click();
      await page.getByText('Đã giao', { exact: true }).first().waitFor();
      await screenshots(page, 'delivery-shipment-delivered');
      const read = await api(server.baseUrl, 'GET', `/transport/api/transport/${shipmentId}`, {
        token: keeperToken,
      });
      assert.equal((read.json.data as { status: string }).status, 'delivered');
      const orderNow = await api(server.baseUrl, 'GET', `/order/api/v3/orders/${order.id}`, {
        token: keeperToken,
      });
      assert.equal((orderNow.json.data as { status: string }).status, 'delivered');
      assert.deepEqual(errors, []);
    });

    void it('the stock report shows what left, and the shipment reads on a phone and in English', async () => {
      const [page, errors] = await open(DESKTOP, KEEPER);
      await page.goto(
        `${server.baseUrl}/#/report/stock-quantity/${warehouse.id}?as_of=${today}&search=${variant.code}`,
      );
      await page
        .getByRole('link', { name: new RegExp(variant.code) })
        .first()
        .waitFor();
      await screenshots(page, 'delivery-stock-report');
      await page.goto(`${server.baseUrl}/#/en/transport/${shipmentId}`);
      await page.getByText('Delivered', { exact: true }).first().waitFor();
      const [phone] = await open(MOBILE, KEEPER);
      await phone.goto(`${server.baseUrl}/#/transport/${shipmentId}`);
      await phone.getByText(order.code).first().waitFor();
      await phone.screenshot({
        path: path.join(SCREENSHOT_DIR, 'delivery-shipment-phone-390.png'),
        fullPage: true,
      });
      assert.deepEqual(errors, []);
    });
  },
);
