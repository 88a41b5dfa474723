import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExcelColumn } from './excel-columns.js';
import { streamTableWorkbook } from './excel-stream.js';

interface Row {
  n: number;
  at: Date;
  note?: string;
}

const columns: ExcelColumn<Row>[] = [
  { key: 'code', header: 'Mã', type: 'text', value: (r) => `DH${String(r.n).padStart(6, '0')}` },
  { key: 'at', header: 'Lúc', type: 'datetime', value: (r) => r.at },
  { key: 'lines', header: 'Số dòng', type: 'integer', value: (r) => r.n % 5 },
  { key: 'total', header: 'Tổng tiền', type: 'money', value: (r) => r.n * 1000 },
  { key: 'note', header: 'Ghi chú', type: 'text', value: (r) => r.note },
];

/** Rows 1…count (endless without a count), recording how many were pulled and whether it was closed. */
function source(count = Number.POSITIVE_INFINITY) {
  const state = { pulled: 0, closed: false };
  async function* rows(): AsyncGenerator<Row> {
    try {
      for (let n = 1; n <= count; n++) {
        // Like a repository: a batch at a time, each behind an await.
        if (n % 500 === 1) await new Promise((resolve) => setImmediate(resolve));
        state.pulled = n;
        yield { n, at: new Date('2026-11-24T17:30:00Z') };
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}

/** A real listening server (inject would read the whole body, never hang up halfway). */
async function listen(rows: AsyncIterable<Row>): Promise<{ url: string; logged: string[] }> {
  const logged: string[] = [];
  app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  app.get('/x', async (_request, reply) => {
    await streamTableWorkbook(reply, 'x.xlsx', 'Bảng', columns, rows);
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/x`, logged };
}

describe('streamTableWorkbook', () => {
  it('streams the rows of an async generator into a real workbook, with the row count announced', async () => {
    const { state, rows } = source(1_200);
    app = Fastify();
    app.get('/x', async (_request, reply) => {
      await streamTableWorkbook(reply, 'đơn-hàng.xlsx', 'Đơn hàng', columns, rows, { rowCount: 1_200 });
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['x-export-rows']).toBe('1200');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-disposition']).toContain('filename="don-hang.xlsx"');
    expect(state).toEqual({ pulled: 1_200, closed: true });

    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.name).toBe('Đơn hàng');
    expect(sheet.rowCount).toBe(1_201);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Mã', 'Lúc', 'Số dòng', 'Tổng tiền', 'Ghi chú']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const last = sheet.getRow(1_201);
    expect(last.getCell(1).value).toBe('DH001200');
    // 17:30 UTC is 00:30 the next day in Vietnam, and Excel shows the wall clock.
    expect(last.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 25, 0, 30)));
    expect(last.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(last.getCell(3).numFmt).toBe('#,##0');
    expect(last.getCell(4).value).toBe(1_200_000);
    expect(last.getCell(4).type).toBe(ExcelJS.ValueType.Number);
  });

  it('stops reading rows when the client goes away', async () => {
    const { state, rows } = source();
    const { url } = await listen(rows);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, (response) => {
        expect(response.statusCode).toBe(200);
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // Hang up after the first 200 KB of an endless export.
          if (received > 200_000) request.destroy();
        });
      });
      request.on('close', resolve);
      request.on('error', (error) => (error.message.includes('socket hang up') ? resolve() : reject(error)));
    });
    await expect.poll(() => state.closed, { timeout: 5_000 }).toBe(true);
    const stoppedAt = state.pulled;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.pulled).toBe(stoppedAt);
  });

  it('reads no faster than the client takes the bytes', async () => {
    // Rows of random text: they do not compress, so the socket's buffers fill after a few MB.
    const noise = (n: number) => randomBytes(600).toString('hex') + String(n);
    const { state, rows } = source();
    const noisy = (async function* () {
      for await (const row of rows) yield { ...row, note: noise(row.n) };
    })();
    const { url } = await listen(noisy);
    const request = http.get(url, (response) => response.pause());
    try {
      // The client takes nothing: once the buffers are full the reading must stop, not go on forever.
      let before = -1;
      await expect
        .poll(
          async () => {
            before = state.pulled;
            await new Promise((resolve) => setTimeout(resolve, 300));
            return state.pulled === before && before > 0;
          },
          { timeout: 20_000, interval: 0 },
        )
        .toBe(true);
      // What fills the sockets' buffers and the zip's (about 9,000 rows here), not the endless export.
      expect(state.pulled).toBeLessThan(30_000);
    } finally {
      request.destroy();
    }
    await expect.poll(() => state.closed, { timeout: 5_000 }).toBe(true);
  });

  it('cuts the response and logs when reading fails halfway', async () => {
    async function* failing(): AsyncGenerator<Row> {
      for (let n = 1; n <= 3_000; n++) {
        if (n === 2_500) throw new Error('database went away');
        if (n % 500 === 1) await new Promise((resolve) => setImmediate(resolve));
        yield { n, at: new Date() };
      }
    }
    const { url, logged } = await listen(failing());
    const outcome = await new Promise<string>((resolve) => {
      http.get(url, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.complete ? 'complete' : 'cut'));
        response.on('error', () => resolve('cut'));
      });
    });
    expect(outcome).toBe('cut');
    await expect.poll(() => logged.join('')).toContain('database went away');
    expect(logged.join('')).toContain('streamed Excel export failed');
  });
});
