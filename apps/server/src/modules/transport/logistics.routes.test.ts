import { transportApi } from '@kenh/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { ok, PARTNER_ORDER, PARTNER_TOKEN, startPartnerStub } from './logistics-partner.test-kit.js';

const callers = {
  shipper: testCaller({ accountId: 2, permissions: ['shipmentstransport'] }),
  stranger: testCaller({ accountId: 3, permissions: ['drivertransport'] }),
};

describe('transport: logistics partner orders, against a local partner server', () => {
  let partner: Awaited<ReturnType<typeof startPartnerStub>>;
  let t: TestApp;
  let wrongToken: TestApp;
  let unconfigured: TestApp;
  const as = (app: TestApp, who: keyof typeof callers): Client =>
    clientFor(app, callers[who].accountId, { authorization: `Bearer ${who}` });

  beforeAll(async () => {
    partner = await startPartnerStub();
    const env = (token: string) => ({
      LOGISTICS_BASE_URL: partner.baseUrl,
      LOGISTICS_TOKEN: token,
      LOGISTICS_TIMEOUT_MS: '300',
      LOGISTICS_RETRIES: '1',
    });
    t = await createTestApp(env(PARTNER_TOKEN), { callers });
    wrongToken = await createTestApp(env('wrong'), { callers, database: t.database });
    unconfigured = await createTestApp({}, { callers, database: t.database });
  });
  afterAll(async () => {
    await unconfigured.close();
    await wrongToken.close();
    await t.close();
    await partner.close();
  });
  beforeEach(() => partner.reset());

  it('lists the partner’s orders (page from 0 → from 1) with the token header, and reads one', async () => {
    const page = await callData(transportApi.transportOrders, {
      as: as(t, 'shipper'),
      query: { page: 1, page_size: 10, search: 'LG26' },
    });
    expect(page.total).toBe(1);
    expect(page.results[0]).toEqual({
      id: 'LG2611000123',
      status: 'in_transit',
      receiver_name: 'Cửa hàng Tạp hóa Minh Anh',
      receiver_phone: '0903456789',
      receiver_address: '12 Lê Lợi, Thủ Dầu Một, Bình Dương',
      cod_amount: 1_250_000,
      fee: 35_000,
      weight_kg: 12.5,
      created_at: '2026-11-20T08:30:00+07:00',
      expected_delivery: '2026-11-22',
    });
    expect(partner.requests).toEqual([
      { url: '/v1/orders?page=2&limit=10&keyword=LG26', token: PARTNER_TOKEN },
    ]);

    const detail = await callData(transportApi.transportOrder, {
      as: as(t, 'shipper'),
      params: { code: PARTNER_ORDER.order_code },
    });
    expect(detail).toMatchObject({ sender_name: 'Kho Bình Dương', note: 'Gọi trước khi giao' });
    expect(detail.events.map((e) => e.status)).toEqual(['pending', 'in_transit']);
  });

  it('turns error_code ≠ 0 into a localised 422 carrying the partner’s reason', async () => {
    partner.queue({ status: 200, body: { error_code: 1002, message: 'Vượt quá giới hạn truy vấn' } });
    const refused = await call(transportApi.transportOrders, { as: as(t, 'shipper'), query: {} });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Đối tác vận chuyển báo lỗi: Vượt quá giới hạn truy vấn (mã 1002)');
    expect(partner.requests).toHaveLength(1);
  });

  it('retries a 500 and answers the success that follows', async () => {
    partner.queue({ status: 500, body: { error_code: 500, message: 'Internal' } });
    const page = await callData(transportApi.transportOrders, { as: as(t, 'shipper'), query: {} });
    expect(page.total).toBe(1);
    expect(partner.requests).toHaveLength(2);
  });

  it('gives up on a hanging partner after the timeout and its retry: 500, unavailable', async () => {
    partner.queue('hang', 'hang');
    const started = Date.now();
    const hung = await call(transportApi.transportOrders, { as: as(t, 'shipper'), headers: EN, query: {} });
    expect(hung.status).toBe(500);
    expect(hung.message).toBe('The logistics partner cannot be reached; please try again later');
    expect(partner.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says so when the partner refuses our token, and never retries a 4xx', async () => {
    const refused = await call(transportApi.transportOrders, { as: as(wrongToken, 'shipper'), query: {} });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Đối tác vận chuyển từ chối mã truy cập của Kênh');
    expect(partner.requests).toEqual([{ url: '/v1/orders?page=1&limit=20', token: 'wrong' }]);
  });

  it('answers 404 for an order the partner does not have, and a 500 for an answer it cannot read', async () => {
    const missing = await call(transportApi.transportOrder, {
      as: as(t, 'shipper'),
      params: { code: 'LG000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Đối tác vận chuyển không có đơn này');
    partner.queue(ok({ total: 'many', orders: null }));
    expect((await call(transportApi.transportOrders, { as: as(t, 'shipper'), query: {} })).status).toBe(500);
  });

  it('without a configured connection: the list says so, an order is 422 "not configured", no call leaves', async () => {
    const answer = await call(transportApi.transportOrders, { as: as(unconfigured, 'shipper'), query: {} });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ results: [], total: 0, configured: false });
    const one = await call(transportApi.transportOrder, {
      as: as(unconfigured, 'shipper'),
      params: { code: 'LG001' },
    });
    expect(one.status).toBe(422);
    expect(one.message).toBe('Chưa cấu hình kết nối với đối tác vận chuyển');
    expect(partner.requests).toEqual([]);
  });

  it('refuses a caller without the shipments code, and a malformed order code', async () => {
    expect((await call(transportApi.transportOrders, { as: as(t, 'stranger'), query: {} })).status).toBe(403);
    const bad = await call(transportApi.transportOrder, {
      as: as(t, 'shipper'),
      params: { code: 'LG 1;drop' },
    });
    expect(bad.status).toBe(400);
    expect(partner.requests).toEqual([]);
  });
});
