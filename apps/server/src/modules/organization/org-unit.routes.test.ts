import { organizationApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Office, OrgUnit, OrgUnitNode } from '@kenh/contract';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { areas } from '../locate/index.js';
import { findOrgUnit } from './index.js';
import { orgUnits } from './organization.tables.js';
import { type Client, dataOf, EN, superClient, call } from '../../testing/api-client.js';
import { clientWith } from '../../testing/access-grants.js';

describe('offices, unit types and the unit tree', () => {
  let t: TestApp;
  let admin: Client;
  const typeIds: Record<string, number> = {};
  const unit: Record<string, OrgUnit> = {};
  let hanoi: Office;

  /** Staff a fake holder keeps per unit and office (the real staff holder counts none here). */
  const held = { org_unit: new Map<number, number>(), office: new Map<number, number>() };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (_app, ctx) => {
          for (const [record, message] of [
            ['org_unit', 'organization.unit_in_use_staff'],
            ['office', 'organization.office_in_use_staff'],
          ] as const) {
            ctx.deleteProtection.register({
              record,
              holder: 'test_staff',
              count: (_db, id) => Promise.resolve(held[record].get(id) ?? 0),
              message,
            });
          }
        },
      },
    );
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const createUnit = async (body: Record<string, unknown>) =>
    dataOf(await call(organizationApi.createOrgUnit, { raw: true, as: admin, body: body }));

  it('offices: VP001…, validation, folded duplicate names, search, dropdown', async () => {
    expect(dataOf(await call(organizationApi.officeNextCode, { as: admin })).next_code).toBe('VP001');
    const [area] = await t.database.db
      .insert(areas)
      .values({ code: 'KV001', name: 'Khu vực Hà Nội', region: 'north' })
      .returning({ id: areas.id });
    const unknownArea = await call(organizationApi.createOffice, {
      as: admin,
      body: { name: 'Văn phòng lạc', area_id: 999 },
    });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.errors).toEqual([{ field: 'area_id', message: 'Vùng không tồn tại' }]);
    hanoi = dataOf(
      await call(organizationApi.createOffice, {
        as: admin,
        body: {
          name: 'Trụ sở Hà Nội',
          address: '25 Lý Thường Kiệt',
          province_code: '01',
          ward_code: '00070',
          phone: '0243936000',
          email: 'HANOI@kenh.vn',
          area_id: area!.id,
        },
      }),
    );
    expect(hanoi).toMatchObject({
      code: 'VP001',
      name: 'Trụ sở Hà Nội',
      province_code: '01',
      ward_code: '00070',
      email: 'hanoi@kenh.vn',
      area_id: area!.id,
      is_active: true,
    });
    const hcm = dataOf(
      await call(organizationApi.createOffice, {
        as: admin,
        body: { name: 'Văn phòng TP. Hồ Chí Minh', phone: '' },
      }),
    );
    expect(hcm).toMatchObject({ code: 'VP002', phone: null, email: null, address: null, area_id: null });

    const bad = await call(organizationApi.createOffice, {
      as: admin,
      body: { name: '', phone: '12345', email: 'khong-phai-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['email', 'name', 'phone']);
    expect(bad.errors.find((e) => e.field === 'phone')?.message).toBe('Số điện thoại không hợp lệ');

    const dup = await call(organizationApi.createOffice, { as: admin, body: { name: 'TRU SO HA NOI' } });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([{ field: 'name', message: 'Tên văn phòng đã tồn tại' }]);

    const found = dataOf(
      await call(organizationApi.listOffices, { as: admin, query: { search: 'ly thuong' } }),
    );
    expect(found.results.map((o) => o.code)).toEqual(['VP001']);
    expect(
      dataOf(await call(organizationApi.listOffices, { as: admin, query: { area_id: area!.id } })).total,
    ).toBe(1);
    dataOf(
      await call(organizationApi.updateOffice, {
        as: admin,
        params: { id: hcm.id },
        body: { name: 'Văn phòng TP. Hồ Chí Minh', is_active: false },
      }),
    );
    expect(dataOf(await call(organizationApi.officeDropdown, { as: admin }))).toEqual([
      { value: hanoi.id, label: 'Trụ sở Hà Nội', label_child: 'VP001' },
    ]);
    expect(
      dataOf(await call(organizationApi.getOffice, { as: admin, params: { id: hcm.id } })).is_active,
    ).toBe(false);
  });

  it('unit types: create, duplicate code (any case) and name, list with unit counts', async () => {
    for (const [code, name] of [
      ['HDQT', 'Hội đồng'],
      ['BAN', 'Ban'],
      ['KHOI', 'Khối'],
      ['PHONG', 'Phòng'],
    ] as const) {
      typeIds[code] = dataOf(
        await call(organizationApi.createOrgUnitType, { as: admin, body: { code, name } }),
      ).id;
    }
    const dupCode = await call(organizationApi.createOrgUnitType, {
      as: admin,
      body: { code: 'khoi', name: 'Khối mới' },
    });
    expect(dupCode.status).toBe(409);
    expect(dupCode.errors).toEqual([{ field: 'code', message: 'Mã loại đơn vị đã tồn tại' }]);
    const dupName = await call(organizationApi.createOrgUnitType, {
      as: admin,
      body: { code: 'P2', name: 'phong' },
    });
    expect(dupName.errors).toEqual([{ field: 'name', message: 'Tên loại đơn vị đã tồn tại' }]);
    const badCode = await call(organizationApi.createOrgUnitType, {
      as: admin,
      body: { code: 'Phòng ban', name: 'X' },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.errors[0]?.field).toBe('code');
    const list = dataOf(await call(organizationApi.listOrgUnitTypes, { as: admin }));
    expect(list.map((x) => x.name)).toEqual(['Ban', 'Hội đồng', 'Khối', 'Phòng']);
    expect(list.every((x) => x.unit_count === 0)).toBe(true);
  });

  it('builds a tree: TC codes, parents, manager and office names; bad references are 400 per field', async () => {
    const manager = await createTestAccount(t, { fullname: 'Nguyễn Văn Chủ' });
    unit.board = await createUnit({
      name: 'Hội đồng quản trị',
      type_id: typeIds.HDQT,
      manager_id: manager.id,
      office_id: hanoi.id,
    });
    expect(unit.board).toMatchObject({
      code: 'TC001',
      parent_id: null,
      parent: null,
      type: { id: typeIds.HDQT, code: 'HDQT', name: 'Hội đồng' },
      manager: { id: manager.id, name: 'Nguyễn Văn Chủ' },
      office: { id: hanoi.id, name: 'Trụ sở Hà Nội' },
      child_count: 0,
    });
    unit.ceo = await createUnit({
      name: 'Ban Tổng giám đốc',
      type_id: typeIds.BAN,
      parent_id: unit.board.id,
    });
    unit.sales = await createUnit({
      name: 'Khối Kinh doanh',
      type_id: typeIds.KHOI,
      parent_id: unit.ceo.id,
      sort_order: 1,
    });
    unit.office = await createUnit({
      name: 'Khối Văn phòng',
      type_id: typeIds.KHOI,
      parent_id: unit.ceo.id,
      sort_order: 0,
    });
    unit.hr = await createUnit({ name: 'Phòng Nhân sự', type_id: typeIds.PHONG, parent_id: unit.office.id });
    expect(unit.hr).toMatchObject({ code: 'TC005', parent: { id: unit.office.id, name: 'Khối Văn phòng' } });

    const bad = await call(organizationApi.createOrgUnit, {
      as: admin,
      body: {
        name: 'Lạc',
        type_id: 9999,
        parent_id: 9999,
        manager_id: 999999,
        office_id: 9999,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([
      { field: 'type_id', message: 'Loại đơn vị không tồn tại' },
      { field: 'parent_id', message: 'Đơn vị cấp trên không tồn tại' },
      { field: 'manager_id', message: 'Người quản lý không tồn tại' },
      { field: 'office_id', message: 'Văn phòng không tồn tại' },
    ]);
    const noType = await call(organizationApi.createOrgUnit, {
      raw: true,
      as: admin,
      body: { name: 'Không loại' },
    });
    expect(noType.errors.map((e) => e.field)).toEqual(['type_id']);

    // Sibling names are unique (folded); the same name under another parent is fine.
    const dup = await call(organizationApi.createOrgUnit, {
      as: admin,
      body: {
        name: 'khoi kinh doanh',
        type_id: typeIds.KHOI,
        parent_id: unit.ceo.id,
      },
    });
    expect(dup.status).toBe(409);
    expect(dup.errors).toEqual([{ field: 'name', message: 'Đơn vị cấp trên đã có đơn vị con cùng tên' }]);
    const elsewhere = await call(organizationApi.createOrgUnit, {
      as: admin,
      body: {
        name: 'Khối Kinh doanh',
        type_id: typeIds.KHOI,
      },
    });
    expect(elsewhere.status).toBe(200);
    dataOf(await call(organizationApi.deleteOrgUnit, { as: admin, params: { id: dataOf(elsewhere).id } }));
  });

  it('serves the tree in sibling order, the dropdown as tree options and flat pages by parent', async () => {
    const tree = dataOf(await call(organizationApi.orgUnitTree, { as: admin }));
    const names = (nodes: OrgUnitNode[]): unknown[] => nodes.map((n) => [n.name, names(n.children)]);
    expect(names(tree)).toEqual([
      [
        'Hội đồng quản trị',
        [
          [
            'Ban Tổng giám đốc',
            [
              ['Khối Văn phòng', [['Phòng Nhân sự', []]]],
              ['Khối Kinh doanh', []],
            ],
          ],
        ],
      ],
    ]);
    expect(tree[0]!.children[0]!.child_count).toBe(2);

    const options = dataOf(await call(organizationApi.orgUnitDropdown, { as: admin }));
    expect(options).toEqual([
      {
        value: unit.board!.id,
        label: 'Hội đồng quản trị',
        label_child: 'TC001',
        children: [
          {
            value: unit.ceo!.id,
            label: 'Ban Tổng giám đốc',
            label_child: 'TC002',
            children: [
              {
                value: unit.office!.id,
                label: 'Khối Văn phòng',
                label_child: 'TC004',
                children: [
                  { value: unit.hr!.id, label: 'Phòng Nhân sự', label_child: 'TC005', children: [] },
                ],
              },
              { value: unit.sales!.id, label: 'Khối Kinh doanh', label_child: 'TC003', children: [] },
            ],
          },
        ],
      },
    ]);

    const children = dataOf(
      await call(organizationApi.listOrgUnits, { as: admin, query: { parent_id: unit.ceo!.id } }),
    );
    expect(children.results.map((u) => u.name)).toEqual(['Khối Văn phòng', 'Khối Kinh doanh']);
    expect(children.total).toBe(2);
    const roots = dataOf(await call(organizationApi.listOrgUnits, { as: admin, query: { root: 'true' } }));
    expect(roots.results.map((u) => u.code)).toEqual(['TC001']);
    const searched = dataOf(
      await call(organizationApi.listOrgUnits, { as: admin, query: { search: 'nhan su' } }),
    );
    expect(searched.results.map((u) => u.name)).toEqual(['Phòng Nhân sự']);
    const byType = dataOf(
      await call(organizationApi.listOrgUnits, { as: admin, query: { type_id: typeIds.KHOI } }),
    );
    expect(byType.total).toBe(2);
  });

  it('moves a unit, but never under itself or its own descendants (422)', async () => {
    const body = (parentId: number | null) => ({
      name: 'Ban Tổng giám đốc',
      type_id: typeIds.BAN,
      parent_id: parentId,
    });
    const self = await call(organizationApi.updateOrgUnit, {
      as: admin,
      params: { id: unit.ceo!.id },
      body: body(unit.ceo!.id),
    });
    expect(self.status).toBe(422);
    expect(self.message).toBe('Không thể chuyển đơn vị vào chính nó hoặc một đơn vị trực thuộc nó');
    const deep = await call(organizationApi.updateOrgUnit, {
      as: admin,
      params: { id: unit.ceo!.id },
      body: body(unit.hr!.id),
      headers: EN,
    });
    expect(deep.status).toBe(422);
    expect(deep.message).toBe('A unit cannot be moved under itself or one of its own sub-units');
    const [row] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, unit.ceo!.id));
    expect(row?.parentId).toBe(unit.board!.id);

    // Phòng Nhân sự moves from Khối Văn phòng to Khối Kinh doanh and back; the code stays.
    const moved = dataOf(
      await call(organizationApi.updateOrgUnit, {
        as: admin,
        params: { id: unit.hr!.id },
        body: {
          name: 'Phòng Nhân sự',
          type_id: typeIds.PHONG,
          parent_id: unit.sales!.id,
        },
      }),
    );
    expect(moved).toMatchObject({ code: 'TC005', parent_id: unit.sales!.id });
    dataOf(
      await call(organizationApi.updateOrgUnit, {
        as: admin,
        params: { id: unit.hr!.id },
        body: {
          name: 'Phòng Nhân sự',
          type_id: typeIds.PHONG,
          parent_id: unit.office!.id,
        },
      }),
    );
    expect(
      (await call(organizationApi.updateOrgUnit, { as: admin, params: { id: 99999 }, body: body(null) }))
        .status,
    ).toBe(404);
  });

  it('refuses deletes while something holds the record, naming it', async () => {
    const withChildren = await call(organizationApi.deleteOrgUnit, {
      as: admin,
      params: { id: unit.ceo!.id },
    });
    expect(withChildren.status).toBe(409);
    expect(withChildren.message).toBe('Đơn vị đang có 2 đơn vị trực thuộc, hãy chuyển hoặc xóa chúng trước');

    held.org_unit.set(unit.hr!.id, 4);
    const withStaff = await call(organizationApi.deleteOrgUnit, { as: admin, params: { id: unit.hr!.id } });
    expect(withStaff.status).toBe(409);
    expect(withStaff.message).toBe('Đơn vị đang có 4 nhân sự');
    held.org_unit.clear();

    const officeUsed = await call(organizationApi.deleteOffice, { as: admin, params: { id: hanoi.id } });
    expect(officeUsed.status).toBe(409);
    expect(officeUsed.message).toBe('Văn phòng đang được 1 đơn vị tổ chức sử dụng');

    const typeUsed = await call(organizationApi.deleteOrgUnitType, {
      as: admin,
      params: { id: typeIds.KHOI },
    });
    expect(typeUsed.status).toBe(409);
    expect(typeUsed.message).toBe('Loại đơn vị đang được 2 đơn vị tổ chức sử dụng');

    const deleted = await call(organizationApi.deleteOrgUnit, { as: admin, params: { id: unit.hr!.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('Xóa đơn vị tổ chức thành công');
    expect(await findOrgUnit(t.database.db, unit.hr!.id)).toBeNull();

    // The office, once no unit uses it, is still refused while staff do; then deleted.
    dataOf(
      await call(organizationApi.updateOrgUnit, {
        as: admin,
        params: { id: unit.board!.id },
        body: {
          name: 'Hội đồng quản trị',
          type_id: typeIds.HDQT,
        },
      }),
    );
    held.office.set(hanoi.id, 1);
    expect((await call(organizationApi.deleteOffice, { as: admin, params: { id: hanoi.id } })).message).toBe(
      'Văn phòng đang được 1 nhân sự sử dụng',
    );
    held.office.clear();
    expect((await call(organizationApi.deleteOffice, { as: admin, params: { id: hanoi.id } })).status).toBe(
      200,
    );
    expect((await call(organizationApi.getOffice, { as: admin, params: { id: hanoi.id } })).status).toBe(404);

    const freeType = dataOf(
      await call(organizationApi.createOrgUnitType, { as: admin, body: { code: 'CN', name: 'Chi nhánh' } }),
    );
    const renamed = dataOf(
      await call(organizationApi.updateOrgUnitType, {
        as: admin,
        params: { id: freeType.id },
        body: {
          code: 'CNH',
          name: 'Chi nhánh tỉnh',
        },
      }),
    );
    expect(renamed).toMatchObject({ code: 'CNH', name: 'Chi nhánh tỉnh', unit_count: 0 });
    expect(
      (await call(organizationApi.deleteOrgUnitType, { as: admin, params: { id: freeType.id } })).status,
    ).toBe(200);
  });

  it('offers staff accounts (system AD) as manager options, keeping the current one listed', async () => {
    const staff = await createTestAccount(t, { fullname: 'Lê Thị Quản Lý', username: 'ql_phong' });
    await createTestAccount(t, {
      fullname: 'Khách Quản Lý',
      username: 'kh_quanly',
      type: 'KH',
      systemKey: 'KH',
    });
    const found = dataOf(
      await call(organizationApi.orgUnitManagerOptions, { as: admin, query: { search: 'quan ly' } }),
    );
    expect(found).toEqual([{ value: staff.id, label: 'Lê Thị Quản Lý', label_child: 'ql_phong' }]);
    const withCurrent = dataOf(
      await call(organizationApi.orgUnitManagerOptions, {
        as: admin,
        query: { search: 'khong-ai', id: staff.id },
      }),
    );
    expect(withCurrent.map((o) => o.value)).toEqual([staff.id]);
  });

  it('gives distinct unit codes to creates sent at the same time', async () => {
    const before = Number(
      dataOf(await call(organizationApi.orgUnitNextCode, { as: admin })).next_code.slice(2),
    );
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(organizationApi.createOrgUnit, {
          as: admin,
          body: {
            name: `Phòng ${i}`,
            type_id: typeIds.PHONG,
            parent_id: unit.office!.id,
          },
        }),
      ),
    );
    const codes = responses.map((r) => dataOf(r).code).sort();
    expect(codes).toEqual(Array.from({ length: 6 }, (_, i) => `TC${String(before + i).padStart(3, '0')}`));
  });

  it('guards reads and writes by permission', async () => {
    const viewer = await clientWith(t, admin, ['organizationtypestaff']);
    expect((await call(organizationApi.orgUnitTree, { as: viewer })).status).toBe(200);
    expect((await call(organizationApi.listOrgUnitTypes, { as: viewer })).status).toBe(200);
    expect(
      (await call(organizationApi.createOrgUnit, { as: viewer, body: { name: 'X', type_id: typeIds.PHONG } }))
        .status,
    ).toBe(403);
    expect(
      (await call(organizationApi.createOrgUnitType, { as: viewer, body: { code: 'X', name: 'X' } })).status,
    ).toBe(403);
    expect((await call(organizationApi.listOffices, { as: viewer })).status).toBe(403);

    const typeManager = await clientWith(t, admin, ['organizationtypestaff.manage']);
    expect(
      (await call(organizationApi.createOrgUnitType, { as: typeManager, body: { code: 'TO', name: 'Tổ' } }))
        .status,
    ).toBe(200);
    const unitManager = await clientWith(t, admin, ['organizationstaff.manage']);
    expect(
      (
        await call(organizationApi.createOrgUnit, {
          as: unitManager,
          body: { name: 'Tổ bán lẻ', type_id: typeIds.PHONG },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(organizationApi.createOrgUnitType, { as: unitManager, body: { code: 'T2', name: 'Tổ 2' } }))
        .status,
    ).toBe(403);

    const contracts = await clientWith(t, admin, ['employeecontractstaff']);
    expect((await call(organizationApi.orgUnitDropdown, { as: contracts })).status).toBe(200);
    expect((await call(organizationApi.officeDropdown, { as: contracts })).status).toBe(200);
    expect((await call(organizationApi.listOrgUnits, { as: contracts })).status).toBe(403);
    const offices = await clientWith(t, admin, ['officestaff']);
    expect((await call(organizationApi.listOffices, { as: offices })).status).toBe(200);
    expect(
      (await call(organizationApi.createOffice, { as: offices, body: { name: 'Không được' } })).status,
    ).toBe(403);
  });
});
