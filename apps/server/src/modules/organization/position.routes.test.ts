import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrgOption, Page, Position } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { findPosition, positionUsage } from './index.js';
import { positions } from './organization.tables.js';
import { type Client, dataOf, EN, errorsOf, messageOf, superClient } from '../../testing/api-client.js';
import { clientWith } from '../../testing/access-grants.js';
import { ORG } from './organization-test-kit.js';

describe('positions', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    dataOf<Position>(await admin.post(`${ORG}/position`, body));

  it('assigns CV001, CV002… and previews the next code without taking it', async () => {
    expect(dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`))).toEqual({
      next_code: 'CV001',
    });
    expect(dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`)).next_code).toBe(
      'CV001',
    );
    const first = await create({ name: 'Chủ tịch', level: 0, description: '  Đứng đầu  ' });
    expect(first).toMatchObject({
      code: 'CV001',
      name: 'Chủ tịch',
      level: 0,
      description: 'Đứng đầu',
      is_active: true,
    });
    const second = await create({ name: 'Tổng giám đốc', level: 1 });
    expect(second.code).toBe('CV002');
    expect(dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`)).next_code).toBe(
      'CV003',
    );

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'position'), eq(auditLog.entityId, String(first.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(await findPosition(t.database.db, first.id)).toEqual({
      id: first.id,
      code: 'CV001',
      name: 'Chủ tịch',
    });
    expect(await findPosition(t.database.db, 999_999)).toBeNull();
  });

  it('gives distinct consecutive codes to creates sent at the same time', async () => {
    const before = dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`)).next_code;
    const start = Number(before.slice(2));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post(`${ORG}/position`, { name: `Chức vụ song song ${i}`, level: 50 }),
      ),
    );
    const codes = responses.map((r) => dataOf<Position>(r).code).sort();
    expect(codes).toEqual(Array.from({ length: 8 }, (_, i) => `CV${String(start + i).padStart(3, '0')}`));
    const rows = await t.database.db.select({ code: positions.code }).from(positions);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('refuses a duplicate name ignoring case and diacritics (409 on name), and bad input (400)', async () => {
    await create({ name: 'Kế toán', level: 7 });
    const dup = await admin.post(`${ORG}/position`, { name: 'KE TOAN' });
    expect(dup.statusCode).toBe(409);
    expect(messageOf(dup)).toBe('Tên chức vụ đã tồn tại');
    expect(errorsOf(dup)).toEqual([{ field: 'name', message: 'Tên chức vụ đã tồn tại' }]);
    const dupEn = await admin.post(`${ORG}/position`, { name: 'kế toán' }, EN);
    expect(messageOf(dupEn)).toBe('A position with this name already exists');

    const missing = await admin.post(`${ORG}/position`, { name: '   ', level: 2000 });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([
      { field: 'name', message: 'Bạn cần điền vào mục này' },
      { field: 'level', message: 'Cấp bậc từ 0 đến 1000' },
    ]);
    // A refused create takes no code.
    const next = dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`)).next_code;
    await admin.post(`${ORG}/position`, { name: 'ke toan' });
    expect(dataOf<{ next_code: string }>(await admin.get(`${ORG}/position/next_code`)).next_code).toBe(next);
  });

  it('lists with folded search, is_active filter and paging; the dropdown has active ones by level', async () => {
    const inactive = await create({ name: 'Thủ quỹ cũ', level: 9, is_active: false });
    const found = dataOf<Page<Position>>(await admin.get(`${ORG}/position?search=ke%20TOAN`));
    expect(found.results.map((p) => p.name)).toEqual(['Kế toán']);
    const byCode = dataOf<Page<Position>>(await admin.get(`${ORG}/position?search=cv001`));
    expect(byCode.results.map((p) => p.name)).toEqual(['Chủ tịch']);
    const off = dataOf<Page<Position>>(await admin.get(`${ORG}/position?is_active=false`));
    expect(off.results.map((p) => p.id)).toEqual([inactive.id]);
    const all = dataOf<Page<Position>>(await admin.get(`${ORG}/position?page=0&page_size=2`));
    expect(all.results.map((p) => p.name)).toEqual(['Chủ tịch', 'Tổng giám đốc']);
    expect(all.total).toBe(12);
    const page2 = dataOf<Page<Position>>(await admin.get(`${ORG}/position?page=1&page_size=2`));
    expect(page2.results.map((p) => [p.name, p.level])).toEqual([
      ['Kế toán', 7],
      ['Thủ quỹ cũ', 9],
    ]);
    const wildcard = dataOf<Page<Position>>(await admin.get(`${ORG}/position?search=%25`));
    expect(wildcard.total).toBe(0);

    const options = dataOf<OrgOption[]>(await admin.get(`${ORG}/position_dropdown`));
    expect(options.slice(0, 2).map((o) => [o.label, o.label_child, typeof o.value])).toEqual([
      ['Chủ tịch', 'CV001', 'number'],
      ['Tổng giám đốc', 'CV002', 'number'],
    ]);
    expect(options.some((o) => o.value === inactive.id)).toBe(false);
    const withInactive = dataOf<OrgOption[]>(
      await admin.get(`${ORG}/position_dropdown?include_inactive=true`),
    );
    expect(withInactive.some((o) => o.value === inactive.id)).toBe(true);
    expect(
      dataOf<OrgOption[]>(await admin.get(`${ORG}/position_dropdown?search=tong`)).map((o) => o.label),
    ).toEqual(['Tổng giám đốc']);
  });

  it('reads, updates (code kept) and answers 404 for unknown ids', async () => {
    const p = await create({ name: 'Trưởng phòng', level: 5 });
    const updated = dataOf<Position>(
      await admin.put(`${ORG}/position/${p.id}`, {
        name: 'Trưởng phòng kinh doanh',
        level: 4,
        is_active: false,
      }),
    );
    expect(updated).toMatchObject({
      id: p.id,
      code: p.code,
      name: 'Trưởng phòng kinh doanh',
      level: 4,
      is_active: false,
    });
    expect(dataOf<Position>(await admin.get(`${ORG}/position/${p.id}`)).name).toBe('Trưởng phòng kinh doanh');
    // Its own name again is fine; another position's name is not.
    expect((await admin.put(`${ORG}/position/${p.id}`, { name: 'trưởng phòng kinh doanh' })).statusCode).toBe(
      200,
    );
    expect((await admin.put(`${ORG}/position/${p.id}`, { name: 'Chủ tịch' })).statusCode).toBe(409);
    const missing = await admin.get(`${ORG}/position/999999`);
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Không tìm thấy chức vụ');
    expect((await admin.put(`${ORG}/position/999999`, { name: 'X' })).statusCode).toBe(404);
    expect((await admin.del(`${ORG}/position/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${ORG}/position/abc`)).statusCode).toBe(400);
  });

  it('refuses to delete a position staff still hold, naming the count; deletes it once free', async () => {
    const p = await create({ name: 'Nhân viên kho', level: 8 });
    const holders = new Map<number, number>([[p.id, 3]]);
    positionUsage.register('staff', (_db, id) => Promise.resolve(holders.get(id) ?? 0));
    const refused = await admin.del(`${ORG}/position/${p.id}`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Chức vụ đang được 3 nhân sự sử dụng');
    expect(messageOf(await admin.del(`${ORG}/position/${p.id}`, EN))).toBe(
      'This position is held by 3 staff records',
    );
    expect(await findPosition(t.database.db, p.id)).not.toBeNull();

    positionUsage.register('some_module', (_db, id) => Promise.resolve(id === p.id ? 2 : 0));
    holders.clear();
    const generic = await admin.del(`${ORG}/position/${p.id}`);
    expect(generic.statusCode).toBe(409);
    expect(messageOf(generic)).toBe('Chức vụ đang được sử dụng (2 bản ghi)');
    positionUsage.register('some_module', () => Promise.resolve(0));

    const deleted = await admin.del(`${ORG}/position/${p.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(messageOf(deleted)).toBe('Xoá chức vụ thành công');
    expect(await findPosition(t.database.db, p.id)).toBeNull();
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'position'), eq(auditLog.entityId, String(p.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('needs positionstaff to read and positionstaff.manage to write; any staff code reads the dropdown', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${ORG}/position` })).statusCode).toBe(401);
    const nobody = await clientWith(t, admin, []);
    expect((await nobody.get(`${ORG}/position`)).statusCode).toBe(403);
    expect((await nobody.get(`${ORG}/position_dropdown`)).statusCode).toBe(403);
    const reader = await clientWith(t, admin, ['positionstaff']);
    expect((await reader.get(`${ORG}/position`)).statusCode).toBe(200);
    expect((await reader.get(`${ORG}/position/next_code`)).statusCode).toBe(200);
    expect((await reader.post(`${ORG}/position`, { name: 'Không được' })).statusCode).toBe(403);
    const staffReader = await clientWith(t, admin, ['employeestaff']);
    expect((await staffReader.get(`${ORG}/position_dropdown`)).statusCode).toBe(200);
    expect((await staffReader.get(`${ORG}/position`)).statusCode).toBe(403);
    const writer = await clientWith(t, admin, ['positionstaff.manage']);
    expect((await writer.post(`${ORG}/position`, { name: 'Được phép' })).statusCode).toBe(200);
    expect((await writer.get(`${ORG}/position`)).statusCode).toBe(403);
  });
});
