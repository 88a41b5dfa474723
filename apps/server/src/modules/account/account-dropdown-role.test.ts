import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, DERIVED_ROLES, deriveRole, type DerivedRole } from '@kenh/contract';
import { createTestAccount } from '../../testing/accounts.js';
import { call, callData, superClient, type Client } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Client;

/** Titles as people type them: cases, marks, stray spaces and punctuation, deputies, unknown jobs. */
const TITLES = [
  'Trưởng vùng',
  'TRƯỞNG VÙNG',
  '  truong   vung ',
  'Giám sát khu vực',
  'Giám sát, khu vực',
  'Nhân viên thị trường',
  'Nhân viên bán hàng',
  'Chủ tịch',
  'Tổng giám đốc',
  'Phó tổng giám đốc',
  'PHÓ phòng nhân sự',
  'Phó',
  'Phòng kế toán',
  'Trưởng vùng phó',
  'Trưởng phòng nhân sự',
  null,
];

/** Every account of this file, with the role `deriveRole` gives it. */
const people: { id: number; role: DerivedRole }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await superClient(t);
  people.push({ id: admin.id, role: 'SUPER' });
  for (const [i, position] of TITLES.entries()) {
    const account = await createTestAccount(t, { username: `role.${i}`, position });
    people.push({ id: account.id, role: deriveRole(position, false) });
  }
  const superWithTitle = await createTestAccount(t, {
    username: 'role.super',
    position: 'Trưởng vùng',
    isSuperuser: true,
  });
  people.push({ id: superWithTitle.id, role: 'SUPER' });
});
afterAll(() => t.close());

describe('get_account_dropdown ?role=', () => {
  it.each(DERIVED_ROLES)('%s: exactly the accounts deriveRole gives that role', async (role) => {
    const options = await callData(accountApi.getAccountDropdown, { as: admin, query: { role } });
    const expected = people.filter((p) => p.role === role).map((p) => p.id);
    expect(options.map((o) => o.value).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('offers an area head picker only regional heads, and combines with the other filters', async () => {
    const heads = await callData(accountApi.getAccountDropdown, {
      as: admin,
      query: { role: 'TV', type: 'AD', is_active: 'true', search: 'role.2' },
    });
    expect(heads.map((o) => o.label_child)).toEqual(['role.2']);
    const supervisors = await callData(accountApi.getAccountDropdown, { as: admin, query: { role: 'GSKV' } });
    expect(supervisors.map((o) => o.label_child).sort()).toEqual(['role.3', 'role.4']);
  });

  it('refuses a role that is not a derived role', async () => {
    const refused = await call(accountApi.getAccountDropdown, {
      as: admin,
      raw: true,
      query: { role: 'BOSS' },
    });
    expect(refused.status).toBe(400);
    expect(refused.errors.map((e) => e.field)).toEqual(['role']);
  });
});
