import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_CONTRACT_EXPORT_PATH } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { codeCounters } from '../../platform/codes/code-counters.tables.js';
import { PDF } from '../../platform/files/file-fixtures.testing.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, errorsOf, messageOf, superClient } from '../../testing/api-client.js';
import {
  act,
  BASE,
  type ContractData,
  createContract,
  daysFromToday,
  insertAreaZone,
  insertStaff,
  multipartFile,
  today,
  validBody,
} from './employee-contract.test-kit.js';
import { contractCodeScope } from './employee-contract.service.js';

const year = Number(today.slice(0, 4));
const code = (n: number) => `HDLD-${year}-${String(n).padStart(4, '0')}`;

describe('employee contracts: create, read, edit, lists, export', () => {
  let t: TestApp;
  let admin: Client;
  let duc: { id: number; code: string; fullname: string };
  let lan: { id: number; code: string; fullname: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    duc = await insertStaff(t, { fullname: 'Nguyễn Văn Đức', ...(await insertAreaZone(t)) });
    lan = await insertStaff(t, { fullname: 'Trần Thị Lan', ...(await insertAreaZone(t)) });
  });
  afterAll(() => t.close());

  it('serves the master data, benefits and journals with labels in the caller language', async () => {
    const types = dataOf<{ value: string; label: string }[]>(
      await admin.get(`${BASE}/employee_contract_masterdata/contract_type`),
    );
    expect(types.map((x) => x.label)).toEqual([
      'Thử việc',
      'Xác định thời hạn 12 tháng',
      'Xác định thời hạn 24 tháng',
      'Xác định thời hạn 36 tháng',
      'Không xác định thời hạn',
      'Thời vụ',
    ]);
    const en = dataOf<{ value: string; label: string }[]>(
      await admin.get(`${BASE}/employee_contract_masterdata/working_time`, EN),
    );
    expect(en[0]).toEqual({ value: 'full_time', label: 'Full time' });
    expect((await admin.get(`${BASE}/employee_contract_masterdata/colour`)).statusCode).toBe(400);
    const benefits = dataOf<{ value: number; label: string; label_child: string }[]>(
      await admin.get(`${BASE}/benefit_dropdown`),
    );
    expect(benefits.slice(0, 4)).toEqual([
      { value: 1, label: 'Bảo hiểm xã hội', label_child: 'BHXH' },
      { value: 2, label: 'Bảo hiểm y tế', label_child: 'BHYT' },
      { value: 3, label: 'Bảo hiểm thất nghiệp', label_child: 'BHTN' },
      { value: 4, label: 'Phụ cấp ăn trưa', label_child: 'AN_TRUA' },
    ]);
    const journals = dataOf<{ value: string; label: string }[]>(
      await admin.get(`${BASE}/accounting_jurnal_dropdown`),
    );
    expect(journals[0]).toEqual({ value: '6421', label: '6421 — Chi phí nhân viên bán hàng' });
    expect(journals.find((j) => j.value === '334')?.label).toBe('334 — Phải trả người lao động');
  });

  let first: ContractData;
  it('creates a draft with the next code, its history and an audit row', async () => {
    expect(dataOf(await admin.get(`${BASE}/employee_contract/next_code`))).toEqual({ next_code: code(1) });
    const response = await admin.post(`${BASE}/employee_contract`, validBody(duc.id));
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe('Tạo hợp đồng lao động thành công');
    first = dataOf<ContractData>(response);
    expect(first).toMatchObject({
      code: code(1),
      status: 'draft',
      staff_id: duc.id,
      staff: { id: duc.id, code: duc.code, fullname: 'Nguyễn Văn Đức' },
      contract_type: 'fixed_12',
      basic_salary: 8_500_000,
      insurance_salary: 8_000_000,
      benefits: [
        { benefit_id: 4, amount: 730_000 },
        { benefit_id: 5, amount: 500_000 },
      ],
      accounting_journal: '6421',
      position_title: 'Nhân viên bán hàng',
      available_actions: ['submit', 'cancel'],
      editable: 'all',
      attachments: [],
    });
    expect(first.history).toEqual([
      expect.objectContaining({ action: 'create', from_status: null, to_status: 'draft', reason: null }),
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee_contract'), eq(auditLog.entityId, String(first.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(dataOf(await admin.get(`${BASE}/employee_contract/next_code`))).toEqual({ next_code: code(2) });
  });

  it('never gives two concurrent creates the same code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => admin.post(`${BASE}/employee_contract`, validBody(lan.id))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const codes = responses.map((r) => dataOf<ContractData>(r).code).sort();
    expect(codes).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map(code));
    const [counter] = await t.database.db
      .select()
      .from(codeCounters)
      .where(eq(codeCounters.scope, contractCodeScope(year)));
    expect(counter?.value).toBe(9);
  });

  it('validates dates and types with field messages in both languages', async () => {
    const post = (overrides: Record<string, unknown>, headers = {}) =>
      admin.post(`${BASE}/employee_contract`, validBody(duc.id, overrides), headers);
    const start = daysFromToday(-5);

    let r = await post({ start_date: start, end_date: start });
    expect(r.statusCode).toBe(400);
    expect(errorsOf(r)).toEqual([{ field: 'end_date', message: 'Ngày kết thúc phải sau ngày bắt đầu' }]);

    r = await post({ contract_type: 'probation', start_date: '2026-01-01', end_date: '2026-03-02' }, EN);
    expect(errorsOf(r)).toEqual([
      { field: 'end_date', message: 'Probation may last at most 60 days (Labour Code 2019)' },
    ]);
    r = await post({
      contract_type: 'probation',
      start_date: '2026-01-01',
      end_date: '2026-03-01',
      signing_date: '2025-12-30',
    });
    expect(r.statusCode).toBe(200);

    r = await post({ contract_type: 'indefinite', end_date: daysFromToday(100) });
    expect(errorsOf(r)).toEqual([
      { field: 'end_date', message: 'Hợp đồng không xác định thời hạn không có ngày kết thúc' },
    ]);
    r = await post({ contract_type: 'indefinite', end_date: null });
    expect(r.statusCode).toBe(200);
    expect(dataOf<ContractData>(r).end_date).toBeNull();

    r = await post({ contract_type: 'fixed_24', end_date: null });
    expect(errorsOf(r)).toEqual([{ field: 'end_date', message: 'Hợp đồng có thời hạn cần ngày kết thúc' }]);
    r = await post({
      contract_type: 'fixed_12',
      start_date: '2026-01-01',
      end_date: '2027-01-01',
      signing_date: '2025-12-01',
    });
    expect(errorsOf(r)).toEqual([
      { field: 'end_date', message: 'Ngày kết thúc vượt quá thời hạn của loại hợp đồng' },
    ]);

    r = await post({ signing_date: daysFromToday(1) });
    expect(errorsOf(r)).toEqual([{ field: 'signing_date', message: 'Ngày ký không được ở tương lai' }]);

    r = await post({ basic_salary: -1, staff_id: undefined, accounting_journal: '9999' });
    expect(r.statusCode).toBe(400);
    expect(
      errorsOf(r)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['accounting_journal', 'basic_salary', 'staff_id']);

    r = await post({
      benefits: [
        { benefit_id: 4, amount: 1 },
        { benefit_id: 4, amount: 2 },
      ],
    });
    expect(errorsOf(r)).toEqual([{ field: 'benefits', message: 'Mỗi phúc lợi chỉ được chọn một lần' }]);
    r = await post({ benefits: [{ benefit_id: 99, amount: 1 }] });
    expect(errorsOf(r)).toEqual([{ field: 'benefits.0.benefit_id', message: 'Phúc lợi không tồn tại' }]);

    r = await post({ staff_id: 999_999 });
    expect(errorsOf(r)).toEqual([{ field: 'staff_id', message: 'Nhân sự không tồn tại' }]);
    r = await post({ position_title: '' });
    expect(errorsOf(r)).toEqual([
      { field: 'position_title', message: 'Cần chức vụ: nhập chức danh hoặc chọn chức vụ' },
    ]);
    r = await post({ signer_id: 987_654 });
    expect(errorsOf(r)).toEqual([{ field: 'signer_id', message: 'Người ký không tồn tại' }]);
  });

  it('edits a draft fully and a pending contract only in its note', async () => {
    const c = await createContract(admin, validBody(duc.id));
    let r = await admin.put(`${BASE}/employee_contract/${c.id}`, { basic_salary: 9_000_000, benefits: [] });
    expect(r.statusCode).toBe(200);
    expect(dataOf<ContractData>(r)).toMatchObject({
      basic_salary: 9_000_000,
      benefits: [],
      contract_type: 'fixed_12',
    });
    // The merged contract must still pass the rules.
    r = await admin.put(`${BASE}/employee_contract/${c.id}`, { contract_type: 'indefinite' });
    expect(errorsOf(r)).toEqual([
      { field: 'end_date', message: 'Hợp đồng không xác định thời hạn không có ngày kết thúc' },
    ]);
    r = await admin.put(`${BASE}/employee_contract/${c.id}`, { contract_type: 'indefinite', end_date: null });
    expect(dataOf<ContractData>(r)).toMatchObject({ contract_type: 'indefinite', end_date: null });

    expect((await act(admin, c.id, 'submit')).statusCode).toBe(200);
    r = await admin.put(`${BASE}/employee_contract/${c.id}`, { basic_salary: 1 });
    expect(r.statusCode).toBe(422);
    expect(messageOf(r)).toBe('Hợp đồng không còn là bản nháp: chỉ sửa được ghi chú và tệp đính kèm');
    r = await admin.put(`${BASE}/employee_contract/${c.id}`, { note: 'Đã kiểm tra hồ sơ' });
    expect(dataOf<ContractData>(r)).toMatchObject({
      note: 'Đã kiểm tra hồ sơ',
      basic_salary: 9_000_000,
      editable: 'note',
    });

    expect((await act(admin, c.id, 'cancel', { reason: 'Nhập trùng' })).statusCode).toBe(200);
    r = await admin.put(`${BASE}/employee_contract/${c.id}`, { note: 'x' });
    expect(r.statusCode).toBe(422);
    expect(messageOf(r)).toBe('Hợp đồng đã kết thúc, không thể chỉnh sửa');
    expect((await admin.get(`${BASE}/employee_contract/999999`)).statusCode).toBe(404);
  });

  it('keeps attachments on the contract and lets only its readers download them', async () => {
    const c = await createContract(admin, validBody(duc.id));
    const upload = multipartFile('hợp đồng ký.pdf', PDF, 'application/pdf');
    let r = await t.app.inject({
      method: 'POST',
      url: `${BASE}/employee_contract/${c.id}/attachment`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(r.statusCode).toBe(200);
    const file = dataOf<{ id: string; originalName: string; mime: string }>(r);
    expect(file).toMatchObject({ originalName: 'hợp đồng ký.pdf', mime: 'application/pdf' });
    const detail = dataOf<{ attachments: { id: string }[] }>(
      await admin.get(`${BASE}/employee_contract/${c.id}`),
    );
    expect(detail.attachments.map((a) => a.id)).toEqual([file.id]);
    r = await admin.get(`/platform/api/files/${file.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(PDF)).toBe(true);

    const text = multipartFile('note.txt', Buffer.from('plain text'));
    r = await t.app.inject({
      method: 'POST',
      url: `${BASE}/employee_contract/${c.id}/attachment`,
      headers: { ...admin.headers, ...text.headers },
      payload: text.payload,
    });
    expect(r.statusCode).toBe(415);

    r = await admin.del(`${BASE}/employee_contract/${c.id}/attachment/${file.id}`);
    expect(r.statusCode).toBe(200);
    expect(
      dataOf<{ attachments: unknown[] }>(await admin.get(`${BASE}/employee_contract/${c.id}`)).attachments,
    ).toEqual([]);
    expect((await admin.del(`${BASE}/employee_contract/${c.id}/attachment/${file.id}`)).statusCode).toBe(404);
  });

  it('lists with search (diacritics ignored), filters, paging and the effective status', async () => {
    const post = async (body: Record<string, unknown>) =>
      dataOf<{ results: (ContractData & { staff: { fullname: string } })[]; total: number }>(
        await admin.post(`${BASE}/employee_contract_list`, body),
      );
    const all = await post({ page_size: 200 });
    expect(all.total).toBe(all.results.length);
    expect(all.results[0]!.id).toBeGreaterThan(all.results[all.results.length - 1]!.id);

    const byName = await post({ search: 'nguyen van duc', page_size: 200 });
    expect(byName.total).toBeGreaterThan(0);
    expect(new Set(byName.results.map((r) => r.staff.fullname))).toEqual(new Set(['Nguyễn Văn Đức']));
    const byCode = await post({ search: code(3).toLowerCase() });
    expect(byCode.results.map((r) => r.code)).toEqual([code(3)]);
    expect((await post({ search: '100%_' })).total).toBe(0);

    const lanOnly = await post({ staff_id: lan.id, page_size: 200 });
    expect(lanOnly.total).toBe(8);
    const paged = await post({ staff_id: lan.id, page: 1, page_size: 3 });
    expect(paged.total).toBe(8);
    expect(paged.results.map((r) => r.code)).toEqual([code(6), code(5), code(4)]);

    const indefinite = await post({ contract_type: 'indefinite' });
    expect(indefinite.results.every((r) => r.contract_type === 'indefinite')).toBe(true);
    expect(indefinite.total).toBe(2);

    // Expired is computed: an active contract whose end date passed reads "expired".
    const old = await createContract(
      admin,
      validBody(lan.id, {
        contract_type: 'probation',
        start_date: daysFromToday(-70),
        end_date: daysFromToday(-20),
        signing_date: daysFromToday(-71),
      }),
    );
    for (const action of ['submit', 'approve', 'activate'])
      expect((await act(admin, old.id, action)).statusCode).toBe(200);
    const current = await createContract(admin, validBody(lan.id, { end_date: daysFromToday(20) }));
    for (const action of ['submit', 'approve', 'activate']) {
      const r = await act(admin, current.id, action);
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await post({ status: 'expired' })).results.map((r) => r.id)).toEqual([old.id]);
    expect((await post({ status: 'active' })).results.map((r) => r.id)).toEqual([current.id]);
    expect((await post({ expiring_within_days: 30 })).results.map((r) => r.id)).toEqual([current.id]);
    expect((await post({ expiring_within_days: 10 })).total).toBe(0);
    const detail = dataOf<ContractData>(await admin.get(`${BASE}/employee_contract/${old.id}`));
    expect(detail).toMatchObject({ status: 'expired', available_actions: [], editable: 'none' });

    const range = await post({ start_from: daysFromToday(-80), start_to: daysFromToday(-60) });
    expect(range.results.map((r) => r.id)).toEqual([old.id]);
    const ends = await post({ end_from: daysFromToday(-30), end_to: daysFromToday(-10) });
    expect(ends.results.map((r) => r.id)).toEqual([old.id]);
    expect((await admin.post(`${BASE}/employee_contract_list`, { status: 'nope' })).statusCode).toBe(400);
  });

  it('exports the filtered list as xlsx', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: EMPLOYEE_CONTRACT_EXPORT_PATH,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { staff_id: lan.id, contract_type: 'fixed_12' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(r.headers['content-disposition'])).toContain(`hop-dong-lao-dong-${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã hợp đồng');
    const listed = dataOf<{ results: ContractData[]; total: number }>(
      await admin.post(`${BASE}/employee_contract_list`, {
        staff_id: lan.id,
        contract_type: 'fixed_12',
        page_size: 200,
      }),
    );
    expect(sheet.rowCount).toBe(listed.total + 1);
    const row2 = sheet.getRow(2);
    expect(row2.getCell(1).value).toBe(listed.results[0]!.code);
    expect(row2.getCell(3).value).toBe('Trần Thị Lan');
    expect(row2.getCell(4).value).toBe('Xác định thời hạn 12 tháng');
    expect(typeof row2.getCell(9).value).toBe('number');

    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: EMPLOYEE_CONTRACT_EXPORT_PATH,
      payload: {},
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
