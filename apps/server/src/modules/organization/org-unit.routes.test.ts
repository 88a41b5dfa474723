import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Office, OrgTreeOption, OrgUnit, OrgUnitNode, OrgUnitType, Page } from '@kenh/contract';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { areas } from '../locate/index.js';
import { findOrgUnit, officeUsage, orgUnitUsage } from './index.js';
import { orgUnits } from './organization.tables.js';
import { type Client, dataOf, EN, errorsOf, messageOf, superClient } from '../../testing/api-client.js';
import { clientWith } from '../../testing/access-grants.js';
import { ORG } from './organization-test-kit.js';

describe('offices, unit types and the unit tree', () => {
  let t: TestApp;
  let admin: Client;
  const typeIds: Record<string, number> = {};
  const unit: Record<string, OrgUnit> = {};
  let hanoi: Office;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
  });
  afterAll(() => t.close());

  const createUnit = async (body: Record<string, unknown>) =>
    dataOf<OrgUnit>(await admin.post(`${ORG}/unit_organization`, body));

  it('offices: VP001…, validation, folded duplicate names, search, dropdown', async () => {
    expect(dataOf<{ next_code: string }>(await admin.get(`${ORG}/office/next_code`)).next_code).toBe('VP001');
    const [area] = await t.database.db
      .insert(areas)
      .values({ code: 'KV001', name: 'Khu vực Hà Nội', region: 'north' })
      .returning({ id: areas.id });
    const unknownArea = await admin.post(`${ORG}/office`, { name: 'Văn phòng lạc', area_id: 999 });
    expect(unknownArea.statusCode).toBe(400);
    expect(errorsOf(unknownArea)).toEqual([{ field: 'area_id', message: 'Khu vực không tồn tại' }]);
    hanoi = dataOf<Office>(
      await admin.post(`${ORG}/office`, {
        name: 'Trụ sở Hà Nội',
        address: '25 Lý Thường Kiệt',
        province_code: '01',
        ward_code: '00070',
        phone: '0243936000',
        email: 'HANOI@kenh.vn',
        area_id: area!.id,
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
    const hcm = dataOf<Office>(
      await admin.post(`${ORG}/office`, { name: 'Văn phòng TP. Hồ Chí Minh', phone: '' }),
    );
    expect(hcm).toMatchObject({ code: 'VP002', phone: null, email: null, address: null, area_id: null });

    const bad = await admin.post(`${ORG}/office`, { name: '', phone: '12345', email: 'khong-phai-email' });
    expect(bad.statusCode).toBe(400);
    expect(
      errorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone']);
    expect(errorsOf(bad).find((e) => e.field === 'phone')?.message).toBe('Số điện thoại không hợp lệ');

    const dup = await admin.post(`${ORG}/office`, { name: 'TRU SO HA NOI' });
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([{ field: 'name', message: 'Tên văn phòng đã tồn tại' }]);

    const found = dataOf<Page<Office>>(await admin.get(`${ORG}/office?search=ly%20thuong`));
    expect(found.results.map((o) => o.code)).toEqual(['VP001']);
    expect(dataOf<Page<Office>>(await admin.get(`${ORG}/office?area_id=${area!.id}`)).total).toBe(1);
    dataOf(
      await admin.put(`${ORG}/office/${hcm.id}`, { name: 'Văn phòng TP. Hồ Chí Minh', is_active: false }),
    );
    expect(dataOf<{ value: number }[]>(await admin.get(`${ORG}/office_dropdown`))).toEqual([
      { value: hanoi.id, label: 'Trụ sở Hà Nội', label_child: 'VP001' },
    ]);
    expect(dataOf<Office>(await admin.get(`${ORG}/office/${hcm.id}`)).is_active).toBe(false);
  });

  it('unit types: create, duplicate code (any case) and name, list with unit counts', async () => {
    for (const [code, name] of [
      ['HDQT', 'Hội đồng'],
      ['BAN', 'Ban'],
      ['KHOI', 'Khối'],
      ['PHONG', 'Phòng'],
    ] as const) {
      typeIds[code] = dataOf<OrgUnitType>(
        await admin.post(`${ORG}/unit_organization_type`, { code, name }),
      ).id;
    }
    const dupCode = await admin.post(`${ORG}/unit_organization_type`, { code: 'khoi', name: 'Khối mới' });
    expect(dupCode.statusCode).toBe(409);
    expect(errorsOf(dupCode)).toEqual([{ field: 'code', message: 'Mã loại đơn vị đã tồn tại' }]);
    const dupName = await admin.post(`${ORG}/unit_organization_type`, { code: 'P2', name: 'phong' });
    expect(errorsOf(dupName)).toEqual([{ field: 'name', message: 'Tên loại đơn vị đã tồn tại' }]);
    const badCode = await admin.post(`${ORG}/unit_organization_type`, { code: 'Phòng ban', name: 'X' });
    expect(badCode.statusCode).toBe(400);
    expect(errorsOf(badCode)[0]?.field).toBe('code');
    const list = dataOf<OrgUnitType[]>(await admin.get(`${ORG}/unit_organization_type`));
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

    const bad = await admin.post(`${ORG}/unit_organization`, {
      name: 'Lạc',
      type_id: 9999,
      parent_id: 9999,
      manager_id: 999999,
      office_id: 9999,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      { field: 'type_id', message: 'Loại đơn vị không tồn tại' },
      { field: 'parent_id', message: 'Đơn vị cấp trên không tồn tại' },
      { field: 'manager_id', message: 'Người quản lý không tồn tại' },
      { field: 'office_id', message: 'Văn phòng không tồn tại' },
    ]);
    const noType = await admin.post(`${ORG}/unit_organization`, { name: 'Không loại' });
    expect(errorsOf(noType).map((e) => e.field)).toEqual(['type_id']);

    // Sibling names are unique (folded); the same name under another parent is fine.
    const dup = await admin.post(`${ORG}/unit_organization`, {
      name: 'khoi kinh doanh',
      type_id: typeIds.KHOI,
      parent_id: unit.ceo.id,
    });
    expect(dup.statusCode).toBe(409);
    expect(errorsOf(dup)).toEqual([{ field: 'name', message: 'Đơn vị cấp trên đã có đơn vị con cùng tên' }]);
    const elsewhere = await admin.post(`${ORG}/unit_organization`, {
      name: 'Khối Kinh doanh',
      type_id: typeIds.KHOI,
    });
    expect(elsewhere.statusCode).toBe(200);
    dataOf(await admin.del(`${ORG}/unit_organization/${dataOf<OrgUnit>(elsewhere).id}`));
  });

  it('serves the tree in sibling order, the dropdown as tree options and flat pages by parent', async () => {
    const tree = dataOf<OrgUnitNode[]>(await admin.get(`${ORG}/unit_organization/tree`));
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

    const options = dataOf<OrgTreeOption[]>(await admin.get(`${ORG}/unit_organization_dropdown`));
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

    const children = dataOf<Page<OrgUnit>>(
      await admin.get(`${ORG}/unit_organization?parent_id=${unit.ceo!.id}`),
    );
    expect(children.results.map((u) => u.name)).toEqual(['Khối Văn phòng', 'Khối Kinh doanh']);
    expect(children.total).toBe(2);
    const roots = dataOf<Page<OrgUnit>>(await admin.get(`${ORG}/unit_organization?root=true`));
    expect(roots.results.map((u) => u.code)).toEqual(['TC001']);
    const searched = dataOf<Page<OrgUnit>>(await admin.get(`${ORG}/unit_organization?search=nhan%20su`));
    expect(searched.results.map((u) => u.name)).toEqual(['Phòng Nhân sự']);
    const byType = dataOf<Page<OrgUnit>>(await admin.get(`${ORG}/unit_organization?type_id=${typeIds.KHOI}`));
    expect(byType.total).toBe(2);
  });

  it('moves a unit, but never under itself or its own descendants (422)', async () => {
    const body = (parentId: number | null) => ({
      name: 'Ban Tổng giám đốc',
      type_id: typeIds.BAN,
      parent_id: parentId,
    });
    const self = await admin.put(`${ORG}/unit_organization/${unit.ceo!.id}`, body(unit.ceo!.id));
    expect(self.statusCode).toBe(422);
    expect(messageOf(self)).toBe('Không thể chuyển đơn vị vào chính nó hoặc một đơn vị trực thuộc nó');
    const deep = await admin.put(`${ORG}/unit_organization/${unit.ceo!.id}`, body(unit.hr!.id), EN);
    expect(deep.statusCode).toBe(422);
    expect(messageOf(deep)).toBe('A unit cannot be moved under itself or one of its own sub-units');
    const [row] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, unit.ceo!.id));
    expect(row?.parentId).toBe(unit.board!.id);

    // Phòng Nhân sự moves from Khối Văn phòng to Khối Kinh doanh and back; the code stays.
    const moved = dataOf<OrgUnit>(
      await admin.put(`${ORG}/unit_organization/${unit.hr!.id}`, {
        name: 'Phòng Nhân sự',
        type_id: typeIds.PHONG,
        parent_id: unit.sales!.id,
      }),
    );
    expect(moved).toMatchObject({ code: 'TC005', parent_id: unit.sales!.id });
    dataOf(
      await admin.put(`${ORG}/unit_organization/${unit.hr!.id}`, {
        name: 'Phòng Nhân sự',
        type_id: typeIds.PHONG,
        parent_id: unit.office!.id,
      }),
    );
    expect((await admin.put(`${ORG}/unit_organization/99999`, body(null))).statusCode).toBe(404);
  });

  it('refuses deletes while something holds the record, naming it', async () => {
    const withChildren = await admin.del(`${ORG}/unit_organization/${unit.ceo!.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(messageOf(withChildren)).toBe(
      'Đơn vị đang có 2 đơn vị trực thuộc, hãy chuyển hoặc xoá chúng trước',
    );

    orgUnitUsage.register('staff', (_db, id) => Promise.resolve(id === unit.hr!.id ? 4 : 0));
    const withStaff = await admin.del(`${ORG}/unit_organization/${unit.hr!.id}`);
    expect(withStaff.statusCode).toBe(409);
    expect(messageOf(withStaff)).toBe('Đơn vị đang có 4 nhân sự');
    orgUnitUsage.register('staff', () => Promise.resolve(0));

    const officeUsed = await admin.del(`${ORG}/office/${hanoi.id}`);
    expect(officeUsed.statusCode).toBe(409);
    expect(messageOf(officeUsed)).toBe('Văn phòng đang được 1 đơn vị tổ chức sử dụng');

    const typeUsed = await admin.del(`${ORG}/unit_organization_type/${typeIds.KHOI}`);
    expect(typeUsed.statusCode).toBe(409);
    expect(messageOf(typeUsed)).toBe('Loại đơn vị đang được 2 đơn vị tổ chức sử dụng');

    const deleted = await admin.del(`${ORG}/unit_organization/${unit.hr!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(messageOf(deleted)).toBe('Xoá đơn vị tổ chức thành công');
    expect(await findOrgUnit(t.database.db, unit.hr!.id)).toBeNull();

    // The office, once no unit uses it, is still refused while staff do; then deleted.
    dataOf(
      await admin.put(`${ORG}/unit_organization/${unit.board!.id}`, {
        name: 'Hội đồng quản trị',
        type_id: typeIds.HDQT,
      }),
    );
    officeUsage.register('staff', (_db, id) => Promise.resolve(id === hanoi.id ? 1 : 0));
    expect(messageOf(await admin.del(`${ORG}/office/${hanoi.id}`))).toBe(
      'Văn phòng đang được 1 nhân sự sử dụng',
    );
    officeUsage.register('staff', () => Promise.resolve(0));
    expect((await admin.del(`${ORG}/office/${hanoi.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${ORG}/office/${hanoi.id}`)).statusCode).toBe(404);

    const freeType = dataOf<OrgUnitType>(
      await admin.post(`${ORG}/unit_organization_type`, { code: 'CN', name: 'Chi nhánh' }),
    );
    const renamed = dataOf<OrgUnitType>(
      await admin.put(`${ORG}/unit_organization_type/${freeType.id}`, {
        code: 'CNH',
        name: 'Chi nhánh tỉnh',
      }),
    );
    expect(renamed).toMatchObject({ code: 'CNH', name: 'Chi nhánh tỉnh', unit_count: 0 });
    expect((await admin.del(`${ORG}/unit_organization_type/${freeType.id}`)).statusCode).toBe(200);
  });

  it('offers staff accounts (system AD) as manager options, keeping the current one listed', async () => {
    const staff = await createTestAccount(t, { fullname: 'Lê Thị Quản Lý', username: 'ql_phong' });
    await createTestAccount(t, {
      fullname: 'Khách Quản Lý',
      username: 'kh_quanly',
      type: 'KH',
      systemKey: 'KH',
    });
    const found = dataOf<{ value: number; label: string; label_child: string }[]>(
      await admin.get(`${ORG}/unit_organization/manager_dropdown?search=quan%20ly`),
    );
    expect(found).toEqual([{ value: staff.id, label: 'Lê Thị Quản Lý', label_child: 'ql_phong' }]);
    const withCurrent = dataOf<{ value: number }[]>(
      await admin.get(`${ORG}/unit_organization/manager_dropdown?search=khong-ai&id=${staff.id}`),
    );
    expect(withCurrent.map((o) => o.value)).toEqual([staff.id]);
  });

  it('gives distinct unit codes to creates sent at the same time', async () => {
    const before = Number(
      dataOf<{ next_code: string }>(await admin.get(`${ORG}/unit_organization/next_code`)).next_code.slice(2),
    );
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.post(`${ORG}/unit_organization`, {
          name: `Phòng ${i}`,
          type_id: typeIds.PHONG,
          parent_id: unit.office!.id,
        }),
      ),
    );
    const codes = responses.map((r) => dataOf<OrgUnit>(r).code).sort();
    expect(codes).toEqual(Array.from({ length: 6 }, (_, i) => `TC${String(before + i).padStart(3, '0')}`));
  });

  it('guards reads and writes by permission', async () => {
    const viewer = await clientWith(t, admin, ['organizationtypestaff']);
    expect((await viewer.get(`${ORG}/unit_organization/tree`)).statusCode).toBe(200);
    expect((await viewer.get(`${ORG}/unit_organization_type`)).statusCode).toBe(200);
    expect(
      (await viewer.post(`${ORG}/unit_organization`, { name: 'X', type_id: typeIds.PHONG })).statusCode,
    ).toBe(403);
    expect((await viewer.post(`${ORG}/unit_organization_type`, { code: 'X', name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await viewer.get(`${ORG}/office`)).statusCode).toBe(403);

    const typeManager = await clientWith(t, admin, ['organizationtypestaff.manage']);
    expect(
      (await typeManager.post(`${ORG}/unit_organization_type`, { code: 'TO', name: 'Tổ' })).statusCode,
    ).toBe(200);
    const unitManager = await clientWith(t, admin, ['organizationstaff.manage']);
    expect(
      (await unitManager.post(`${ORG}/unit_organization`, { name: 'Tổ bán lẻ', type_id: typeIds.PHONG }))
        .statusCode,
    ).toBe(200);
    expect(
      (await unitManager.post(`${ORG}/unit_organization_type`, { code: 'T2', name: 'Tổ 2' })).statusCode,
    ).toBe(403);

    const contracts = await clientWith(t, admin, ['employeecontractstaff']);
    expect((await contracts.get(`${ORG}/unit_organization_dropdown`)).statusCode).toBe(200);
    expect((await contracts.get(`${ORG}/office_dropdown`)).statusCode).toBe(200);
    expect((await contracts.get(`${ORG}/unit_organization`)).statusCode).toBe(403);
    const offices = await clientWith(t, admin, ['officestaff']);
    expect((await offices.get(`${ORG}/office`)).statusCode).toBe(200);
    expect((await offices.post(`${ORG}/office`, { name: 'Không được' })).statusCode).toBe(403);
  });
});
