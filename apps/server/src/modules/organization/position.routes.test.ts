import { organizationApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { findPosition } from './index.js';
import { positions } from './organization.tables.js';
import { type Client, dataOf, EN, superClient, call, anonymousClient } from '../../testing/api-client.js';
import { clientWith } from '../../testing/access-grants.js';

describe('positions', () => {
  let t: TestApp;
  let admin: Client;
  /** Rows fake holders keep per position (declared like a module's deleteProtection usages). */
  const held = { staff: new Map<number, number>(), other: new Map<number, number>() };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (_app, ctx) => {
          ctx.deleteProtection.register({
            record: 'position',
            holder: 'test_staff',
            count: (_db, id) => Promise.resolve(held.staff.get(id) ?? 0),
            message: 'organization.position_in_use_staff',
          });
          ctx.deleteProtection.register({
            record: 'position',
            holder: 'some_module',
            count: (_db, id) => Promise.resolve(held.other.get(id) ?? 0),
            message: 'organization.position_in_use',
          });
        },
      },
    );
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    dataOf(await call(organizationApi.createPosition, { raw: true, as: admin, body: body }));

  it('assigns CV001, CV002… and previews the next code without taking it', async () => {
    expect(dataOf(await call(organizationApi.positionNextCode, { as: admin }))).toEqual({
      next_code: 'CV001',
    });
    expect(dataOf(await call(organizationApi.positionNextCode, { as: admin })).next_code).toBe('CV001');
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
    expect(dataOf(await call(organizationApi.positionNextCode, { as: admin })).next_code).toBe('CV003');

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
    const before = dataOf(await call(organizationApi.positionNextCode, { as: admin })).next_code;
    const start = Number(before.slice(2));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(organizationApi.createPosition, {
          as: admin,
          body: { name: `Chức vụ song song ${i}`, level: 50 },
        }),
      ),
    );
    const codes = responses.map((r) => dataOf(r).code).sort();
    expect(codes).toEqual(Array.from({ length: 8 }, (_, i) => `CV${String(start + i).padStart(3, '0')}`));
    const rows = await t.database.db.select({ code: positions.code }).from(positions);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('refuses a duplicate name ignoring case and diacritics (409 on name), and bad input (400)', async () => {
    await create({ name: 'Kế toán', level: 7 });
    const dup = await call(organizationApi.createPosition, { as: admin, body: { name: 'KE TOAN' } });
    expect(dup.status).toBe(409);
    expect(dup.message).toBe('Tên chức vụ đã tồn tại');
    expect(dup.errors).toEqual([{ field: 'name', message: 'Tên chức vụ đã tồn tại' }]);
    const dupEn = await call(organizationApi.createPosition, {
      as: admin,
      body: { name: 'kế toán' },
      headers: EN,
    });
    expect(dupEn.message).toBe('A position with this name already exists');

    const missing = await call(organizationApi.createPosition, {
      as: admin,
      body: { name: '   ', level: 2000 },
    });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([
      { field: 'name', message: 'Bạn cần điền vào mục này' },
      { field: 'level', message: 'Cấp bậc từ 0 đến 1000' },
    ]);
    // A refused create takes no code.
    const next = dataOf(await call(organizationApi.positionNextCode, { as: admin })).next_code;
    await call(organizationApi.createPosition, { as: admin, body: { name: 'ke toan' } });
    expect(dataOf(await call(organizationApi.positionNextCode, { as: admin })).next_code).toBe(next);
  });

  it('lists with folded search, is_active filter and paging; the dropdown has active ones by level', async () => {
    const inactive = await create({ name: 'Thủ quỹ cũ', level: 9, is_active: false });
    const found = dataOf(
      await call(organizationApi.listPositions, { as: admin, query: { search: 'ke TOAN' } }),
    );
    expect(found.results.map((p) => p.name)).toEqual(['Kế toán']);
    const byCode = dataOf(
      await call(organizationApi.listPositions, { as: admin, query: { search: 'cv001' } }),
    );
    expect(byCode.results.map((p) => p.name)).toEqual(['Chủ tịch']);
    const off = dataOf(
      await call(organizationApi.listPositions, { as: admin, query: { is_active: 'false' } }),
    );
    expect(off.results.map((p) => p.id)).toEqual([inactive.id]);
    const all = dataOf(
      await call(organizationApi.listPositions, { as: admin, query: { page: 0, page_size: 2 } }),
    );
    expect(all.results.map((p) => p.name)).toEqual(['Chủ tịch', 'Tổng giám đốc']);
    expect(all.total).toBe(12);
    const page2 = dataOf(
      await call(organizationApi.listPositions, { as: admin, query: { page: 1, page_size: 2 } }),
    );
    expect(page2.results.map((p) => [p.name, p.level])).toEqual([
      ['Kế toán', 7],
      ['Thủ quỹ cũ', 9],
    ]);
    const wildcard = dataOf(await call(organizationApi.listPositions, { as: admin, query: { search: '%' } }));
    expect(wildcard.total).toBe(0);

    const options = dataOf(await call(organizationApi.positionDropdown, { as: admin }));
    expect(options.slice(0, 2).map((o) => [o.label, o.label_child, typeof o.value])).toEqual([
      ['Chủ tịch', 'CV001', 'number'],
      ['Tổng giám đốc', 'CV002', 'number'],
    ]);
    expect(options.some((o) => o.value === inactive.id)).toBe(false);
    const withInactive = dataOf(
      await call(organizationApi.positionDropdown, { as: admin, query: { include_inactive: 'true' } }),
    );
    expect(withInactive.some((o) => o.value === inactive.id)).toBe(true);
    expect(
      dataOf(await call(organizationApi.positionDropdown, { as: admin, query: { search: 'tong' } })).map(
        (o) => o.label,
      ),
    ).toEqual(['Tổng giám đốc']);
  });

  it('reads, updates (code kept) and answers 404 for unknown ids', async () => {
    const p = await create({ name: 'Trưởng phòng', level: 5 });
    const updated = dataOf(
      await call(organizationApi.updatePosition, {
        as: admin,
        params: { id: p.id },
        body: {
          name: 'Trưởng phòng kinh doanh',
          level: 4,
          is_active: false,
        },
      }),
    );
    expect(updated).toMatchObject({
      id: p.id,
      code: p.code,
      name: 'Trưởng phòng kinh doanh',
      level: 4,
      is_active: false,
    });
    expect(dataOf(await call(organizationApi.getPosition, { as: admin, params: { id: p.id } })).name).toBe(
      'Trưởng phòng kinh doanh',
    );
    // Its own name again is fine; another position's name is not.
    expect(
      (
        await call(organizationApi.updatePosition, {
          as: admin,
          params: { id: p.id },
          body: { name: 'trưởng phòng kinh doanh' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(organizationApi.updatePosition, {
          as: admin,
          params: { id: p.id },
          body: { name: 'Chủ tịch' },
        })
      ).status,
    ).toBe(409);
    const missing = await call(organizationApi.getPosition, { as: admin, params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy chức vụ');
    expect(
      (await call(organizationApi.updatePosition, { as: admin, params: { id: 999999 }, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    expect((await call(organizationApi.deletePosition, { as: admin, params: { id: 999999 } })).status).toBe(
      404,
    );
    expect((await call(organizationApi.getPosition, { as: admin, params: { id: 'abc' } })).status).toBe(400);
  });

  it('refuses to delete a position staff still hold, naming the count; deletes it once free', async () => {
    const p = await create({ name: 'Nhân viên kho', level: 8 });
    held.staff.set(p.id, 3);
    const refused = await call(organizationApi.deletePosition, { as: admin, params: { id: p.id } });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Chức vụ đang được 3 nhân sự sử dụng');
    expect(
      (await call(organizationApi.deletePosition, { as: admin, params: { id: p.id }, headers: EN })).message,
    ).toBe('This position is held by 3 staff records');
    expect(await findPosition(t.database.db, p.id)).not.toBeNull();

    held.other.set(p.id, 2);
    held.staff.clear();
    const generic = await call(organizationApi.deletePosition, { as: admin, params: { id: p.id } });
    expect(generic.status).toBe(409);
    expect(generic.message).toBe('Chức vụ đang được sử dụng (2 bản ghi)');
    held.other.clear();

    const deleted = await call(organizationApi.deletePosition, { as: admin, params: { id: p.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('Xóa chức vụ thành công');
    expect(await findPosition(t.database.db, p.id)).toBeNull();
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'position'), eq(auditLog.entityId, String(p.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('needs positionstaff to read and positionstaff.manage to write; any staff code reads the dropdown', async () => {
    expect((await call(organizationApi.listPositions, { as: anonymousClient(t) })).status).toBe(401);
    const nobody = await clientWith(t, admin, []);
    expect((await call(organizationApi.listPositions, { as: nobody })).status).toBe(403);
    expect((await call(organizationApi.positionDropdown, { as: nobody })).status).toBe(403);
    const reader = await clientWith(t, admin, ['positionstaff']);
    expect((await call(organizationApi.listPositions, { as: reader })).status).toBe(200);
    expect((await call(organizationApi.positionNextCode, { as: reader })).status).toBe(200);
    expect(
      (await call(organizationApi.createPosition, { as: reader, body: { name: 'Không được' } })).status,
    ).toBe(403);
    const staffReader = await clientWith(t, admin, ['employeestaff']);
    expect((await call(organizationApi.positionDropdown, { as: staffReader })).status).toBe(200);
    expect((await call(organizationApi.listPositions, { as: staffReader })).status).toBe(403);
    const writer = await clientWith(t, admin, ['positionstaff.manage']);
    expect(
      (await call(organizationApi.createPosition, { as: writer, body: { name: 'Được phép' } })).status,
    ).toBe(200);
    expect((await call(organizationApi.listPositions, { as: writer })).status).toBe(403);
  });
});
