import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { plusDays, todayInVietnam } from '@kenh/contract';
import { signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, screenshots, watchPageErrors } from '../support/browser.js';
import { pickOption } from '../support/select.js';
import { startServer, type RunningServer } from '../support/server.js';

const PARTNER_TOKEN = 'e2e-partner-token';
const ORDER = {
  order_code: 'LG2611000123',
  status: 'in_transit',
  receiver: { name: 'Cửa hàng Tạp hóa Minh Anh', phone: '0903456789', address: '12 Lê Lợi, Thủ Dầu Một' },
  cod_amount: 1_250_000,
  total_fee: 35_000,
  weight: 12_500,
  created_at: '2026-11-20T08:30:00+07:00',
  expected_delivery_time: '2026-11-22',
};

/**
 * The logistics partner, answering as docs/transport.md describes it: the token in `Token`, the
 * envelope `{ error_code, message, data }`, one order. The server reaches it through the
 * LOGISTICS_* settings it inherits from this process (support/server.ts passes the environment on).
 */
async function startPartner(): Promise<Server> {
  const server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.token !== PARTNER_TOKEN) return json(401, { error_code: 401, message: 'Invalid token' });
    const url = new URL(req.url ?? '/', 'http://partner');
    if (url.pathname === '/v1/orders')
      return json(200, { error_code: 0, message: 'OK', data: { total: 1, orders: [ORDER] } });
    if (url.pathname === `/v1/orders/${ORDER.order_code}`) {
      const logs = [
        { time: ORDER.created_at, status: 'in_transit', location: 'Kho Thuận An', note: 'Đã lấy hàng' },
      ];
      const detail = {
        ...ORDER,
        sender: { name: 'Kho Bình Dương', address: 'KCN VSIP 1, Thuận An' },
        note: null,
        logs,
      };
      return json(200, { error_code: 0, message: 'OK', data: detail });
    }
    return json(404, { error_code: 404, message: 'Order not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** `YYYY-MM-DD` as the date field takes it (dd/mm/yyyy, confirmed with Enter). */
async function fillDate(page: Page, label: string, isoDay: string) {
  const [y, m, d] = isoDay.split('-');
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(`${d}/${m}/${y}`);
  await input.press('Enter');
}

void describe(
  'transport: drivers, vehicles and the partner’s orders as the warehouse staff',
  { timeout: 120_000 },
  () => {
    let partner: Server;
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[];
    const nextYear = plusDays(todayInVietnam(), 365);

    before(async () => {
      partner = await startPartner();
      process.env.LOGISTICS_BASE_URL = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/v1`;
      process.env.LOGISTICS_TOKEN = PARTNER_TOKEN;
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
      pageErrors = watchPageErrors(page);
      await signIn(page, server.baseUrl, 'kho.binhduong');
    });

    after(async () => {
      await context?.close();
      await browser?.close();
      await server?.stop();
      partner?.close();
    });

    void it('opens on the demo shipments, with the way to drivers and vehicles', async () => {
      await page.goto(`${server.baseUrl}/#/transport`);
      await page.getByRole('heading', { name: 'Chuyến giao hàng' }).waitFor();
      await page
        .getByText(/^VC\d{6}$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Tài xế' }).waitFor();
      await page.getByRole('button', { name: 'Phương tiện' }).waitFor();
      await screenshots(page, 'transport-home');
    });

    void it('adds a driver in Vietnamese', async () => {
      await page.goto(`${server.baseUrl}/#/transport/driver/create-driver`);
      await page.getByLabel('Họ và tên', { exact: true }).fill('Trương Văn Phúc');
      await page.getByLabel('Số điện thoại', { exact: true }).fill('0909111222');
      await page.getByLabel('Số CCCD', { exact: true }).fill('074092001111');
      await page.getByLabel('Số bằng lái', { exact: true }).fill('740222333444');
      await pickOption(page, page.getByLabel('Hạng bằng lái', { exact: true }), 'C');
      await fillDate(page, 'Hạn bằng lái', nextYear);
      await page.getByRole('button', { name: 'Lưu', exact: true }).click();
      await waitForRoute(page, /^\/transport\/driver\/\d+$/);
      await page.getByRole('heading', { name: 'Trương Văn Phúc' }).waitFor();
    });

    void it('refuses a bad plate with its message, then adds the vehicle', async () => {
      await page.goto(`${server.baseUrl}/#/transport/vehicle/create-vehicle`);
      const plate = page.getByLabel('Biển số xe', { exact: true });
      await plate.fill('10A-12345');
      await plate.blur();
      await page.getByText('Biển số không hợp lệ (ví dụ 51C-123.45, 29A-12345)').waitFor();
      await screenshots(page, 'transport-vehicle-bad-plate');
      await plate.fill('51d 67890');
      await pickOption(page, page.getByLabel('Loại xe', { exact: true }), 'Xe tải');
      await page.getByLabel('Tải trọng (kg)', { exact: true }).fill('2500');
      await fillDate(page, 'Hạn đăng kiểm', nextYear);
      await page.getByRole('button', { name: 'Lưu', exact: true }).click();
      await waitForRoute(page, /^\/transport\/vehicle\/\d+$/);
      await page.getByRole('heading', { name: '51D-678.90' }).waitFor();
    });

    void it('shows both lists in English', async () => {
      await page.goto(`${server.baseUrl}/#/en/transport/driver`);
      await page.getByRole('link', { name: 'Trương Văn Phúc' }).waitFor();
      await page.getByText('Expiring soon').first().waitFor();
      await screenshots(page, 'transport-drivers-en');
      await page.goto(`${server.baseUrl}/#/en/transport/vehicle`);
      await page.getByRole('link', { name: '51D-678.90' }).waitFor();
      await page.getByText('In maintenance').first().waitFor();
      await screenshots(page, 'transport-vehicles-en');
    });

    void it('reads the partner’s orders through the server', async () => {
      await page.goto(`${server.baseUrl}/#/ecommerce-manager/transport-order`);
      await page.getByRole('link', { name: ORDER.order_code }).click();
      await waitForRoute(page, `/ecommerce-manager/transport-order/${ORDER.order_code}`);
      await page.getByText('Kho Thuận An').waitFor();
      await screenshots(page, 'transport-order-detail');
    });

    void it('raised no page errors', () => {
      assert.deepEqual(pageErrors, []);
    });
  },
);
