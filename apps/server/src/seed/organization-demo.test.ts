import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveRole, POSITION_TITLES, type Office, type OrgOption, type OrgUnitNode } from '@kenh/contract';
import { organizationManifest } from '../modules/organization/index.js';
import { bearer, createTestAccount, loginAs, signedInAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoSeedContext } from './demo-data.js';

const ORG = '/organization/api';

describe('organisation demo data', () => {
  let t: TestApp;
  let token: string;
  const get = async <T>(url: string, headers = bearer(token)): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: T }>().data;
  };
  beforeAll(async () => {
    t = await createTestApp();
    const superUser = await createTestAccount(t, { username: 'admin_demo', isSuperuser: true });
    await createTestAccount(t, { username: 'chutich', fullname: 'Trần Quốc Bảo' });
    token = (await loginAs(t, superUser.username)).accessToken;
    await organizationManifest.seed!.run(demoSeedContext(t.app, 'Demo-pass-2026', superUser.username));
  });
  afterAll(() => t.close());

  it('has every position the derived-role rules match, with the role each gives', async () => {
    const options = await get<OrgOption[]>(`${ORG}/position_dropdown`);
    const names = options.map((o) => o.label);
    for (const title of Object.values(POSITION_TITLES)) expect(names).toContain(title);
    expect(names).toContain('Kế toán');
    expect(names).toContain('Nhân sự');
    expect(names.slice(0, 3)).toEqual(['Chủ tịch', 'Tổng giám đốc', 'Phó tổng giám đốc']);
    expect(options[0]?.label_child).toBe('CV001');
    const roles = new Set(names.map((n) => deriveRole(n, false)));
    expect([...roles].sort()).toEqual(['AD', 'GSKV', 'MASTER', 'STAFF', 'TV']);
  });

  it('has three offices and a believable tree with managers where demo accounts exist', async () => {
    const offices = (await get<{ results: Office[] }>(`${ORG}/office`)).results;
    expect(offices.map((o) => o.name).sort()).toEqual(
      ['Trụ sở chính Hà Nội', 'Văn phòng Đà Nẵng', 'Văn phòng TP. Hồ Chí Minh'].sort(),
    );
    const tree = await get<OrgUnitNode[]>(`${ORG}/unit_organization/tree`);
    expect(tree.map((n) => n.name)).toEqual(['Hội đồng quản trị']);
    expect(tree[0]!.manager?.name).toBe('Trần Quốc Bảo');
    const ceo = tree[0]!.children[0]!;
    expect(ceo.name).toBe('Ban Tổng giám đốc');
    expect(ceo.manager).toBeNull(); // no `tonggiamdoc` account in this database
    expect(ceo.children.map((n) => n.name)).toEqual(['Khối Kinh doanh', 'Khối Văn phòng']);
    const sales = ceo.children[0]!;
    expect(sales.children.map((n) => [n.name, n.type.name, n.office?.name])).toEqual([
      ['Miền Bắc', 'Miền', 'Trụ sở chính Hà Nội'],
      ['Miền Trung', 'Miền', 'Văn phòng Đà Nẵng'],
      ['Miền Nam', 'Miền', 'Văn phòng TP. Hồ Chí Minh'],
    ]);
    expect(ceo.children[1]!.children.map((n) => n.name)).toEqual([
      'Phòng Nhân sự',
      'Phòng Kế toán',
      'Phòng Kho vận',
    ]);
    // A staff-form user can read the dropdowns the demo fills.
    const hr = await signedInAccount(t);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/decentralization/api/permission_function_account',
      headers: bearer(token),
      payload: { account_id: hr.id, permissions: ['employeestaff'], module_permission: {} },
    });
    expect(grant.statusCode).toBe(200);
    expect(await get<unknown[]>(`${ORG}/unit_organization_dropdown`, hr.headers)).toHaveLength(1);
  });
});
