import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartnerOrderDetail } from './logistics-partner.schemas.js';

/** One answer of the stub partner: an HTTP status and a JSON body, or a hang (never answers). */
export type PartnerReply = { status: number; body: unknown } | 'hang';

export const PARTNER_TOKEN = 'partner-test-token';

export const PARTNER_ORDER: PartnerOrderDetail = {
  order_code: 'LG2611000123',
  status: 'in_transit',
  receiver: {
    name: 'Cửa hàng Tạp hóa Minh Anh',
    phone: '0903456789',
    address: '12 Lê Lợi, Thủ Dầu Một, Bình Dương',
  },
  cod_amount: 1_250_000,
  total_fee: 35_000,
  weight: 12_500,
  created_at: '2026-11-20T08:30:00+07:00',
  expected_delivery_time: '2026-11-22',
  sender: { name: 'Kho Bình Dương', address: 'KCN VSIP 1, Thuận An, Bình Dương' },
  note: 'Gọi trước khi giao',
  logs: [
    { time: '2026-11-20T08:30:00+07:00', status: 'pending', location: null, note: null },
    {
      time: '2026-11-20T14:00:00+07:00',
      status: 'in_transit',
      location: 'Kho Thuận An',
      note: 'Đã lấy hàng',
    },
  ],
};

/** The order as the partner's list shows it (no sender, note or history). */
const listedOf = ({ sender: _s, note: _n, logs: _l, ...order }: PartnerOrderDetail) => order;

/** The partner's success envelope. */
export const ok = (data: unknown): PartnerReply => ({
  status: 200,
  body: { error_code: 0, message: 'OK', data },
});

/**
 * A local HTTP server (port 0) answering like the logistics partner (docs/transport.md): the token
 * in the `Token` header, `GET /orders` and `GET /orders/:code`. Tests queue replies to play before
 * the normal ones (a 500, a hang, an `error_code`) and read the requests it received.
 */
export async function startPartnerStub() {
  const queued: PartnerReply[] = [];
  const requests: { url: string; token: string | undefined }[] = [];
  const normal = (req: IncomingMessage): PartnerReply => {
    if (req.headers.token !== PARTNER_TOKEN)
      return { status: 401, body: { error_code: 401, message: 'Token không hợp lệ' } };
    const url = new URL(req.url ?? '/', 'http://partner');
    if (url.pathname === '/v1/orders') return ok({ total: 1, orders: [listedOf(PARTNER_ORDER)] });
    if (url.pathname === `/v1/orders/${PARTNER_ORDER.order_code}`) return ok(PARTNER_ORDER);
    return { status: 404, body: { error_code: 404, message: 'Order not found' } };
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ url: req.url ?? '', token: req.headers.token as string | undefined });
    const reply = queued.shift() ?? normal(req);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** Replies to play, in order, before the normal answers resume. */
    queue: (...replies: PartnerReply[]) => queued.push(...replies),
    reset: () => {
      queued.length = 0;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
