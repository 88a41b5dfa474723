import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_CONTRACT_EXPORT_PATH, employeeContractApi } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { codeCounters } from '../../platform/codes/code-counters.tables.js';
import { PDF } from '../../platform/files/file-fixtures.testing.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, superClient, call } from '../../testing/api-client.js';
import {
  act,
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
    const types = dataOf(
      await call(employeeContractApi.masterdata, { as: admin, params: { x: 'contract_type' } }),
    );
    expect(types.map((x) => x.label)).toEqual([
      'Thử việc',
      'Xác định thời hạn 12 tháng',
      'Xác định thời hạn 24 tháng',
      'Xác định thời hạn 36 tháng',
      'Không xác định thời hạn',
      'Thời vụ',
    ]);
    const en = dataOf(
      await call(employeeContractApi.masterdata, { as: admin, params: { x: 'working_time' }, headers: EN }),
    );
    expect(en[0]).toEqual({ value: 'full_time', label: 'Full time' });
    expect(
      (await call(employeeContractApi.masterdata, { raw: true, as: admin, params: { x: 'colour' } })).status,
    ).toBe(400);
    const benefits = dataOf(await call(employeeContractApi.benefitDropdown, { as: admin }));
    expect(benefits.slice(0, 4)).toEqual([
      { value: 1, label: 'Bảo hiểm xã hội', label_child: 'BHXH' },
      { value: 2, label: 'Bảo hiểm y tế', label_child: 'BHYT' },
      { value: 3, label: 'Bảo hiểm thất nghiệp', label_child: 'BHTN' },
      { value: 4, label: 'Phụ cấp ăn trưa', label_child: 'AN_TRUA' },
    ]);
    const journals = dataOf(await call(employeeContractApi.accountingJournalDropdown, { as: admin }));
    expect(journals[0]).toEqual({ value: '6421', label: '6421 — Chi phí nhân viên bán hàng' });
    expect(journals.find((j) => j.value === '334')?.label).toBe('334 — Phải trả người lao động');
  });

  let first: ContractData;
  it('creates a draft with the next code, its history and an audit row', async () => {
    expect(dataOf(await call(employeeContractApi.nextCode, { as: admin }))).toEqual({ next_code: code(1) });
    const response = await call(employeeContractApi.create, {
      raw: true,
      as: admin,
      body: validBody(duc.id),
    });
    expect(response.status).toBe(200);
    expect(response.message).toBe('Tạo hợp đồng lao động thành công');
    first = dataOf(response);
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
    expect(dataOf(await call(employeeContractApi.nextCode, { as: admin }))).toEqual({ next_code: code(2) });
  });

  it('never gives two concurrent creates the same code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(employeeContractApi.create, { raw: true, as: admin, body: validBody(lan.id) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const codes = responses.map((r) => dataOf(r).code).sort();
    expect(codes).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map(code));
    const [counter] = await t.database.db
      .select()
      .from(codeCounters)
      .where(eq(codeCounters.scope, contractCodeScope(year)));
    expect(counter?.value).toBe(9);
  });

  it('validates dates and types with field messages in both languages', async () => {
    const post = (overrides: Record<string, unknown>, headers = {}) =>
      call(employeeContractApi.create, {
        raw: true,
        as: admin,
        body: validBody(duc.id, overrides),
        headers: headers,
      });
    const start = daysFromToday(-5);

    let r = await post({ start_date: start, end_date: start });
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([{ field: 'end_date', message: 'Ngày kết thúc phải sau ngày bắt đầu' }]);

    r = await post({ contract_type: 'probation', start_date: '2026-01-01', end_date: '2026-03-02' }, EN);
    expect(r.errors).toEqual([
      { field: 'end_date', message: 'Probation may last at most 60 days (Labour Code 2019)' },
    ]);
    r = await post({
      contract_type: 'probation',
      start_date: '2026-01-01',
      end_date: '2026-03-01',
      signing_date: '2025-12-30',
    });
    expect(r.status).toBe(200);

    r = await post({ contract_type: 'indefinite', end_date: daysFromToday(100) });
    expect(r.errors).toEqual([
      { field: 'end_date', message: 'Hợp đồng không xác định thời hạn không có ngày kết thúc' },
    ]);
    r = await post({ contract_type: 'indefinite', end_date: null });
    expect(r.status).toBe(200);
    expect(dataOf(r).end_date).toBeNull();

    r = await post({ contract_type: 'fixed_24', end_date: null });
    expect(r.errors).toEqual([{ field: 'end_date', message: 'Hợp đồng có thời hạn cần ngày kết thúc' }]);
    r = await post({
      contract_type: 'fixed_12',
      start_date: '2026-01-01',
      end_date: '2027-01-01',
      signing_date: '2025-12-01',
    });
    expect(r.errors).toEqual([
      { field: 'end_date', message: 'Ngày kết thúc vượt quá thời hạn của loại hợp đồng' },
    ]);

    r = await post({ signing_date: daysFromToday(1) });
    expect(r.errors).toEqual([{ field: 'signing_date', message: 'Ngày ký không được ở tương lai' }]);

    r = await post({ basic_salary: -1, staff_id: undefined, accounting_journal: '9999' });
    expect(r.status).toBe(400);
    expect(r.errors.map((e) => e.field).sort()).toEqual(['accounting_journal', 'basic_salary', 'staff_id']);

    r = await post({
      benefits: [
        { benefit_id: 4, amount: 1 },
        { benefit_id: 4, amount: 2 },
      ],
    });
    expect(r.errors).toEqual([{ field: 'benefits', message: 'Mỗi phúc lợi chỉ được chọn một lần' }]);
    r = await post({ benefits: [{ benefit_id: 99, amount: 1 }] });
    expect(r.errors).toEqual([{ field: 'benefits.0.benefit_id', message: 'Phúc lợi không tồn tại' }]);

    r = await post({ staff_id: 999_999 });
    expect(r.errors).toEqual([{ field: 'staff_id', message: 'Nhân sự không tồn tại' }]);
    r = await post({ position_title: '' });
    expect(r.errors).toEqual([
      { field: 'position_title', message: 'Cần chức vụ: nhập chức danh hoặc chọn chức vụ' },
    ]);
    r = await post({ signer_id: 987_654 });
    expect(r.errors).toEqual([{ field: 'signer_id', message: 'Người ký không tồn tại' }]);
  });

  it('edits a draft fully and a pending contract only in its note', async () => {
    const c = await createContract(admin, validBody(duc.id));
    let r = await call(employeeContractApi.update, {
      as: admin,
      params: { id: c.id },
      body: { basic_salary: 9_000_000, benefits: [] },
    });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({
      basic_salary: 9_000_000,
      benefits: [],
      contract_type: 'fixed_12',
    });
    // The merged contract must still pass the rules.
    r = await call(employeeContractApi.update, {
      as: admin,
      params: { id: c.id },
      body: { contract_type: 'indefinite' },
    });
    expect(r.errors).toEqual([
      { field: 'end_date', message: 'Hợp đồng không xác định thời hạn không có ngày kết thúc' },
    ]);
    r = await call(employeeContractApi.update, {
      as: admin,
      params: { id: c.id },
      body: { contract_type: 'indefinite', end_date: null },
    });
    expect(dataOf(r)).toMatchObject({ contract_type: 'indefinite', end_date: null });

    expect((await act(admin, c.id, 'submit')).status).toBe(200);
    r = await call(employeeContractApi.update, {
      as: admin,
      params: { id: c.id },
      body: { basic_salary: 1 },
    });
    expect(r.status).toBe(422);
    expect(r.message).toBe('Hợp đồng không còn là bản nháp: chỉ sửa được ghi chú và tệp đính kèm');
    r = await call(employeeContractApi.update, {
      as: admin,
      params: { id: c.id },
      body: { note: 'Đã kiểm tra hồ sơ' },
    });
    expect(dataOf(r)).toMatchObject({
      note: 'Đã kiểm tra hồ sơ',
      basic_salary: 9_000_000,
      editable: 'note',
    });

    expect((await act(admin, c.id, 'cancel', { reason: 'Nhập trùng' })).status).toBe(200);
    r = await call(employeeContractApi.update, { as: admin, params: { id: c.id }, body: { note: 'x' } });
    expect(r.status).toBe(422);
    expect(r.message).toBe('Hợp đồng đã kết thúc, không thể chỉnh sửa');
    expect((await call(employeeContractApi.detail, { as: admin, params: { id: 999999 } })).status).toBe(404);
  });

  it('keeps attachments on the contract and lets only its readers download them', async () => {
    const c = await createContract(admin, validBody(duc.id));
    const upload = multipartFile('hợp đồng ký.pdf', PDF, 'application/pdf');
    const added = await call(employeeContractApi.addAttachment, {
      as: admin,
      params: { id: c.id },
      body: upload,
    });
    expect(added.status).toBe(200);
    const file = dataOf(added);
    expect(file).toMatchObject({ originalName: 'hợp đồng ký.pdf', mime: 'application/pdf' });
    const detail = dataOf(await call(employeeContractApi.detail, { as: admin, params: { id: c.id } }));
    expect(detail.attachments.map((a) => a.id)).toEqual([file.id]);
    const download = await admin.get(`/platform/api/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const text = multipartFile('note.txt', Buffer.from('plain text'));
    const refused = await call(employeeContractApi.addAttachment, {
      as: admin,
      params: { id: c.id },
      body: text,
    });
    expect(refused.status).toBe(415);

    const removed = await call(employeeContractApi.removeAttachment, {
      as: admin,
      params: { id: c.id, file_id: file.id },
    });
    expect(removed.status).toBe(200);
    expect(
      dataOf(await call(employeeContractApi.detail, { as: admin, params: { id: c.id } })).attachments,
    ).toEqual([]);
    expect(
      (
        await call(employeeContractApi.removeAttachment, {
          as: admin,
          params: { id: c.id, file_id: file.id },
        })
      ).status,
    ).toBe(404);
  });

  it('lists with search (diacritics ignored), filters, paging and the effective status', async () => {
    const post = async (body: Record<string, unknown>) =>
      dataOf(await call(employeeContractApi.list, { as: admin, body }));
    const all = await post({ page_size: 200 });
    expect(all.total).toBe(all.results.length);
    expect(all.results[0]!.id).toBeGreaterThan(all.results[all.results.length - 1]!.id);

    const byName = await post({ search: 'nguyen van duc', page_size: 200 });
    expect(byName.total).toBeGreaterThan(0);
    expect(new Set(byName.results.map((r) => r.staff?.fullname))).toEqual(new Set(['Nguyễn Văn Đức']));
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
      expect((await act(admin, old.id, action)).status).toBe(200);
    const current = await createContract(admin, validBody(lan.id, { end_date: daysFromToday(20) }));
    for (const action of ['submit', 'approve', 'activate']) {
      const r = await act(admin, current.id, action);
      expect(r.status, r.response.body).toBe(200);
    }
    expect((await post({ status: 'expired' })).results.map((r) => r.id)).toEqual([old.id]);
    expect((await post({ status: 'active' })).results.map((r) => r.id)).toEqual([current.id]);
    expect((await post({ expiring_within_days: 30 })).results.map((r) => r.id)).toEqual([current.id]);
    expect((await post({ expiring_within_days: 10 })).total).toBe(0);
    const detail = dataOf(await call(employeeContractApi.detail, { as: admin, params: { id: old.id } }));
    expect(detail).toMatchObject({ status: 'expired', available_actions: [], editable: 'none' });

    const range = await post({ start_from: daysFromToday(-80), start_to: daysFromToday(-60) });
    expect(range.results.map((r) => r.id)).toEqual([old.id]);
    const ends = await post({ end_from: daysFromToday(-30), end_to: daysFromToday(-10) });
    expect(ends.results.map((r) => r.id)).toEqual([old.id]);
    expect(
      (await call(employeeContractApi.list, { raw: true, as: admin, body: { status: 'nope' } })).status,
    ).toBe(400);
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
    const listed = dataOf(
      await call(employeeContractApi.list, {
        as: admin,
        body: {
          staff_id: lan.id,
          contract_type: 'fixed_12',
          page_size: 200,
        },
      }),
    );
    expect(sheet.rowCount).toBe(listed.total + 1);
    const row2 = sheet.getRow(2);
    expect(row2.getCell(1).value).toBe(listed.results[0]!.code);
    expect(row2.getCell(3).value).toBe('Trần Thị Lan');
    expect(row2.getCell(4).value).toBe('Xác định thời hạn 12 tháng');
    expect(row2.getCell(9).value).toBe(listed.results[0]!.basic_salary);
    expect(row2.getCell(9).numFmt).toBe('#,##0');
    // Start, end and signing dates are real Excel dates (UTC midnight of the calendar day).
    const [y, m, d] = listed.results[0]!.start_date.split('-').map(Number);
    expect(row2.getCell(6).value).toEqual(new Date(Date.UTC(y!, m! - 1, d)));
    expect(row2.getCell(7).type).toBe(ExcelJS.ValueType.Date);
    expect(row2.getCell(8).numFmt).toBe('dd/mm/yyyy');

    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: EMPLOYEE_CONTRACT_EXPORT_PATH,
      payload: {},
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
