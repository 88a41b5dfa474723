import { companyProfileApi, orderApi, orderPdfPath, type Order } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../platform/pdf/pdf-text.test-kit.js';
import { anonymousClient, callData, EN } from '../../testing/api-client.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';

const COMPANY = {
  name: 'Công ty Cổ phần Phân phối Kênh',
  tax_code: '0108887771',
  address: '102 Thái Thịnh, Phường Đống Đa, Thành phố Hà Nội',
};

describe('order PDF (confirmation, delivery note)', () => {
  let w: OrderWorld;
  let order: Order;
  beforeAll(async () => {
    w = await createOrderWorld();
    await callData(companyProfileApi.updateCompanyProfile, { as: w.as.admin, body: COMPANY });
    order = await callData(orderApi.create, {
      as: w.as.npp,
      body: {
        delivery_address: 'Số 1 Tràng Tiền, Phường Cửa Nam, Hà Nội',
        receiver_name: 'Nguyễn Văn Nhận',
        note: 'Giao giờ hành chính',
        lines: [
          {
            variant_id: w.catalogue.variants[0]!,
            unit_id: w.catalogue.piece,
            quantity: 3,
            discount_percent: 2.5,
          },
          { variant_id: w.catalogue.variants[1]!, unit_id: w.catalogue.box, quantity: 1 },
        ],
      },
    });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('answers a confirmation as an A4 PDF download whose Vietnamese text is extractable', async () => {
    const response = await w.as.npp.get(orderPdfPath(order.id, 'confirmation'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="don-hang-${order.code}.pdf"; filename*=UTF-8''don-hang-${order.code}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    for (const expected of [
      'CÔNG TY CỔ PHẦN PHÂN PHỐI KÊNH',
      'MST: 0108887771',
      'PHIẾU XÁC NHẬN ĐƠN HÀNG',
      `Mã đơn hàng: ${order.code}`,
      'Số 1 Tràng Tiền, Phường Cửa Nam, Hà Nội',
      'Nguyễn Văn Nhận',
      'Thành tiền',
      '2,5%',
      'Tổng cộng: 429.250 ₫',
      'Bằng chữ: Bốn trăm hai mươi chín nghìn hai trăm năm mươi đồng',
      'Giao giờ hành chính',
      'Người lập phiếu',
      'Người duyệt',
      'Trang 1/1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Người nhận hàng');
  });

  it('answers a delivery note, in English when asked, the amount in words too', async () => {
    const delivery = await w.as.npp.get(orderPdfPath(order.id, 'delivery'));
    const vi = (await pdfPages(delivery.rawPayload)).join('\n');
    expect(vi).toContain('PHIẾU GIAO HÀNG');
    expect(vi).toContain('Người nhận hàng');

    const english = await w.as.npp.get(orderPdfPath(order.id, 'delivery'), EN);
    const en = (await pdfPages(english.rawPayload)).join('\n');
    expect(en).toContain('DELIVERY NOTE');
    expect(en).toContain('Received by');
    expect(en).toContain('Four hundred twenty-nine thousand two hundred fifty dong');
    expect(en).not.toContain('Bốn trăm');
  });

  it('is read like the order: 404 for an order the caller cannot see, 401 without a token, 400 for an unknown kind', async () => {
    const hidden = await w.as.nppOther.get(orderPdfPath(order.id, 'confirmation'));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Không tìm thấy đơn hàng' });
    expect((await w.as.sales1.get(orderPdfPath(order.id, 'confirmation'))).statusCode).toBe(200);
    expect((await anonymousClient(w.t).get(orderPdfPath(order.id, 'confirmation'))).statusCode).toBe(401);
    expect((await w.as.npp.get(`/order/api/v3/orders/${order.id}/pdf?kind=invoice`)).statusCode).toBe(400);
  });
});
