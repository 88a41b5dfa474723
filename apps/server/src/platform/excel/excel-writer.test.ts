import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { excelDate, type ExcelColumn } from './excel-columns.js';
import { excelFileName, sendWorkbook } from './excel-reply.js';
import { tableWorkbook } from './excel-writer.js';

interface Row {
  code: string;
  phone: string | null;
  amount: number | null;
  ratio: number;
  day: string | null;
  at: string;
}

const columns: ExcelColumn<Row>[] = [
  { key: 'code', header: 'Mã', type: 'text', value: (r) => r.code },
  { key: 'phone', header: 'Điện thoại', type: 'text', value: (r) => r.phone },
  { key: 'amount', header: 'Số tiền (VNĐ)', type: 'money', value: (r) => r.amount },
  { key: 'ratio', header: 'Tỉ lệ', type: 'number', value: (r) => r.ratio },
  { key: 'day', header: 'Ngày', type: 'date', value: (r) => r.day },
  { key: 'at', header: 'Lúc', type: 'date', value: (r) => r.at },
];

async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}

describe('tableWorkbook', () => {
  it('writes typed cells: text stays text, numbers and VND are numbers, dates are real dates', async () => {
    const sheet = await firstSheet(
      await tableWorkbook('Bảng', columns, [
        // 17:30 UTC on 24/11 is already 00:30 on 25/11 in Vietnam.
        {
          code: 'A1',
          phone: '0912345678',
          amount: 12_500_000,
          ratio: 0.5,
          day: '2026-02-28',
          at: '2026-11-24T17:30:00Z',
        },
        { code: 'A2', phone: null, amount: null, ratio: 3, day: null, at: '2026-11-24T16:59:00Z' },
      ]),
    );
    expect(sheet.name).toBe('Bảng');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Mã',
      'Điện thoại',
      'Số tiền (VNĐ)',
      'Tỉ lệ',
      'Ngày',
      'Lúc',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('0912345678');
    expect(row.getCell(2).numFmt).toBe('@');
    expect(row.getCell(3).value).toBe(12_500_000);
    expect(row.getCell(3).numFmt).toBe('#,##0');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(4).value).toBe(0.5);
    const day = row.getCell(5);
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.value).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2026, 10, 25)));

    const empty = sheet.getRow(3);
    expect(empty.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(empty.getCell(3).type).toBe(ExcelJS.ValueType.Null);
    expect(empty.getCell(5).type).toBe(ExcelJS.ValueType.Null);
    expect(empty.getCell(6).value).toEqual(new Date(Date.UTC(2026, 10, 24)));
  });
});

describe('excelDate', () => {
  it('keeps a calendar day whatever the machine zone and reads instants in Vietnam', () => {
    expect(excelDate('2026-01-01')).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(excelDate(new Date('2026-12-31T17:00:00Z'))).toEqual(new Date(Date.UTC(2027, 0, 1)));
    expect(excelDate('not a date')).toBeNull();
  });
});

describe('excelFileName', () => {
  it('names the file after the day in Vietnam, around midnight UTC+7', () => {
    expect(excelFileName('nhan-su', new Date('2026-11-24T16:59:59Z'))).toBe('nhan-su-2026-11-24.xlsx');
    expect(excelFileName('nhan-su', new Date('2026-11-24T17:00:00Z'))).toBe('nhan-su-2026-11-25.xlsx');
    expect(excelFileName('nhan-su', new Date('2026-11-25T16:30:00Z'))).toBe('nhan-su-2026-11-25.xlsx');
  });
});

describe('sendWorkbook', () => {
  it('answers the bytes as an uncached xlsx download with a safe file name', async () => {
    const app = Fastify();
    const body = await tableWorkbook('Bảng', columns, []);
    app.get('/x', (_request, reply) => sendWorkbook(reply, 'hợp-đồng-2026-11-25.xlsx', body));
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hop-dong-2026-11-25.xlsx"; filename*=UTF-8''h%E1%BB%A3p-%C4%91%E1%BB%93ng-2026-11-25.xlsx`,
    );
    expect((await firstSheet(res.rawPayload)).rowCount).toBe(1);
  });
});
