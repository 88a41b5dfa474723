import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, signIn, waitForRoute } from '../support/app.js';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openedDialog,
  screenshots,
  watchPageErrors,
} from '../support/browser.js';
import { downloadFrom, firstSheet } from '../support/downloads.js';
import { apiSession, liveReady, markAllSeen } from '../support/live-notifications.js';
import { distributorWithinCredit } from '../support/orders.js';
import { startServer, type RunningServer } from '../support/server.js';

/** Orders for a distributor on its behalf (order.manage); the author never approves its own order. */
const ORDERER = 'giamsat';
/** First step of the distributors' flow: the sales room. */
const FIRST_APPROVER = 'truongvung';
/** Last step: the board, for orders above 50,000,000 đ or with a 5 % discount. */
const SECOND_APPROVER = 'tonggiamdoc';
/** How long a live notification may take to reach the other browser. */
const LIVE_MS = 5_000;

interface ApprovalStep {
  position: number;
  state: string;
}
interface OrderData {
  id: number;
  code: string;
  status: string;
  approval: ApprovalStep[];
}

void describe(
  'order approval: two approvers in two browsers, live notifications, an edit resets, multiple approve',
  { timeout: 300_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    let ordererToken = '';
    let order: OrderData;
    let line: { variant_id: number; unit_id: number; quantity: number; discount_percent: number };
    let distributor = { id: 0, address: '' };

    async function open(
      viewport: { width: number; height: number },
      username: string,
    ): Promise<[Page, string[], Promise<void>]> {
      const context = await browser.newContext({ viewport, locale: 'vi-VN', acceptDownloads: true });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      const ready = liveReady(page);
      const errors = watchPageErrors(page);
      await signIn(page, server.baseUrl, username);
      return [page, errors, ready];
    }

    const orderNow = async (): Promise<OrderData> => {
      const read = await api(server.baseUrl, 'GET', `/order/api/v3/orders/${order.id}`, {
        token: ordererToken,
      });
      assert.equal(read.status, 200, read.json.message);
      return read.json.data as OrderData;
    };
    const stateOf = (o: OrderData, position: number) =>
      o.approval.find((s) => s.position === position)?.state;

    before(async () => {
      [server, browser] = await Promise.all([startServer(), launchBrowser()]);
      ordererToken = (await apiSession(server.baseUrl, ORDERER)).token;
      const variants = await api(server.baseUrl, 'POST', '/product/api/all_product_formula', {
        token: ordererToken,
        body: { page: 0, page_size: 1, direction: 'out', status: 'active' },
      });
      assert.equal(variants.status, 200, variants.json.message);
      const variant = (variants.json.data as { results: { id: number; base_unit_id: number }[] }).results[0]!;
      // More than 5 % off: the board must approve too, whatever the amount.
      line = { variant_id: variant.id, unit_id: variant.base_unit_id, quantity: 2, discount_percent: 6 };
      // A distributor well within its credit limit: its order skips the accounting step.
      distributor = await distributorWithinCredit(server.baseUrl, ordererToken);
      const created = await api(server.baseUrl, 'POST', '/order/api/v3/orders', {
        token: ordererToken,
        body: {
          account_id: distributor.id,
          delivery_address: distributor.address,
          lines: [line],
          submit: true,
        },
      });
      assert.equal(created.status, 200, created.json.message);
      order = created.json.data as OrderData;
      assert.equal(order.status, 'pending');
      assert.deepEqual(
        order.approval.map((s) => s.state),
        ['waiting', 'skipped', 'upcoming'],
        'sales waits, accounting is skipped, the board comes next',
      );
    });

    after(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    void it('the first approver approves on a desktop; the second hears of it live on a phone and opens it', async () => {
      // The board starts with nothing unseen: the dot that comes is this order's.
      await markAllSeen(server.baseUrl, await apiSession(server.baseUrl, SECOND_APPROVER));
      const [board, boardErrors, boardLive] = await open(MOBILE, SECOND_APPROVER);
      await boardLive;
      const headerBell = board.locator('header').getByRole('link', { name: 'Thông báo' });
      const [sales, salesErrors] = await open(DESKTOP, FIRST_APPROVER);
      await sales.goto(`${server.baseUrl}/#/order/export/${order.id}`);
      await sales.getByRole('button', { name: 'Duyệt', exact: true }).click();
      await sales.locator('[data-step-state="approved"]').first().waitFor();
      // The board's bell gets the waiting order at once, without a reload.
      await headerBell.locator('.ant-badge-dot').waitFor({ timeout: LIVE_MS });
      await headerBell.click();
      await waitForRoute(board, '/notification');
      const notice = board.getByTestId('notification-item').filter({ hasText: order.code }).first();
      await notice.waitFor();
      await screenshots(board, 'order-approval-notice');
      await notice.locator('div[role="button"]').click();
      await waitForRoute(board, `/order/export/${order.id}`);
      await board.getByRole('button', { name: 'Duyệt', exact: true }).waitFor();
      assert.equal(stateOf(await orderNow(), 1), 'approved');
      assert.deepEqual(salesErrors, []);
      assert.deepEqual(boardErrors, []);
    });

    void it('an edit by the orderer resets the approval, and the history says so', async () => {
      const edited = await api(server.baseUrl, 'PUT', `/order/api/v3/orders/${order.id}`, {
        token: ordererToken,
        body: { delivery_address: distributor.address, lines: [{ ...line, quantity: 3 }] },
      });
      assert.equal(edited.status, 200, edited.json.message);
      const after = edited.json.data as OrderData;
      assert.equal(stateOf(after, 1), 'waiting', 'the first step waits again');
      const [sales, errors] = await open(DESKTOP, FIRST_APPROVER);
      await sales.goto(`${server.baseUrl}/#/order/export/${order.id}`);
      await sales.getByText('Hủy kết quả duyệt do sửa đơn').first().waitFor();
      await sales.getByRole('button', { name: 'Duyệt', exact: true }).waitFor();
      await screenshots(sales, 'order-approval-reset');
      assert.deepEqual(errors, []);
    });

    void it('the first approver approves it among others on the multiple-approve screen; the board approves it on a phone', async () => {
      const [sales, salesErrors] = await open(DESKTOP, FIRST_APPROVER);
      await sales.goto(`${server.baseUrl}/#/order/export/multiple-approve`);
      const row = sales.locator('.ant-table-row').filter({ hasText: order.code });
      await row.locator('.ant-checkbox-input').check();
      await sales.getByRole('button', { name: 'Duyệt', exact: true }).first().click();
      const confirm = await openedDialog(sales, 'Duyệt nhiều đơn');
      await confirm.getByRole('button', { name: 'Duyệt', exact: true }).click();
      await sales.getByText('Kết quả xử lý').waitFor();
      await sales.getByText(/^Thành công 1 đơn, không thành công 0 đơn$/).waitFor();
      await screenshots(sales, 'order-approval-many');
      assert.equal(stateOf(await orderNow(), 1), 'approved');

      const [board, boardErrors] = await open(MOBILE, SECOND_APPROVER);
      await board.goto(`${server.baseUrl}/#/m-order/export/${order.id}`);
      await board.getByRole('button', { name: 'Duyệt', exact: true }).click();
      await board.getByText('Đã duyệt').first().waitFor();
      const done = await orderNow();
      assert.equal(done.status, 'approved');
      assert.deepEqual(salesErrors, []);
      assert.deepEqual(boardErrors, []);
    });

    void it('downloads the approved order as a PDF and reads it back; exports the list to Excel and reopens it', async (t) => {
      const downloads = await mkdtemp(path.join(tmpdir(), 'kenh-order-files-'));
      t.after(() => rm(downloads, { recursive: true, force: true }));
      const [sales, errors] = await open(DESKTOP, FIRST_APPROVER);
      await sales.goto(`${server.baseUrl}/#/order/export/${order.id}`);
      const pdfFile = await downloadFrom(
        sales,
        () => sales.getByRole('button', { name: 'Phiếu giao hàng (PDF)' }).click(),
        { dir: downloads, name: 'order.pdf', expected: `don-hang-${order.code}.pdf` },
      );
      const document = await getDocumentProxy(new Uint8Array(await readFile(pdfFile)));
      const { text } = await extractText(document, { mergePages: true });
      const read = text.normalize('NFC');
      for (const expected of ['PHIẾU GIAO HÀNG', order.code, 'Bằng chữ:', 'Người nhận hàng'])
        assert.ok(read.includes(expected), `the PDF reads "${expected}"`);

      await sales.goto(`${server.baseUrl}/#/order/export?status=approved`);
      await sales.locator('.ant-table-row').first().waitFor();
      const sheet = await firstSheet(
        await downloadFrom(sales, () => sales.getByRole('button', { name: 'Xuất Excel' }).click(), {
          dir: downloads,
          name: 'orders.xlsx',
          expected: /^don-hang-\d{4}-\d{2}-\d{2}\.xlsx$/,
        }),
      );
      assert.equal(sheet.getCell('A1').text, 'Mã đơn');
      const codes: string[] = [];
      const statuses = new Set<string>();
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        codes.push(row.getCell(1).text);
        statuses.add(row.getCell(3).text);
      });
      assert.ok(codes.includes(order.code), 'the approved order is in the export');
      assert.deepEqual([...statuses], ['Đã duyệt']);
      assert.deepEqual(errors, []);
    });
  },
);
