import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/accounts.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { formatDemoAccounts, loadDemoData } from './demo-data.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates one account per type and derived role, with working roles, exactly once', async () => {
    const seeded = await loadDemoData(t.app, t.database.db, 'Demo-pass-2026');
    expect(seeded).not.toBeNull();
    const types = new Set(seeded!.map((a) => a.type));
    expect([...types].sort()).toEqual(['AD', 'CHTH', 'CTV', 'KH', 'KT', 'NPP', 'NVTT', 'WAREHOUSE']);
    const roles = new Set(seeded!.map((a) => a.role));
    expect([...roles].sort()).toEqual(['AD', 'GSKV', 'MASTER', 'STAFF', 'SUPER', 'TV']);
    expect(await loadDemoData(t.app, t.database.db, 'Demo-pass-2026')).toBeNull();
    expect(formatDemoAccounts(seeded!, 'Demo-pass-2026')).toContain('photonggiamdoc');
  });

  it('lets every demo account sign in with the demo password and the permissions of its role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { body } = await loginAs(t, account.username, 'Demo-pass-2026');
      expect(body.user.username).toBe(account.username);
    }
    const hr = await loginAs(t, 'nhansu', 'Demo-pass-2026');
    expect(hr.body.permission).toContain('employeestaff');
    expect(hr.body.permission).not.toContain('user');
    const deputy = await loginAs(t, 'photonggiamdoc', 'Demo-pass-2026');
    expect(deputy.body.role).toBe('MASTER');
    expect(deputy.body.profile).toContainEqual({ name: 'ad_position', value: 'Phó tổng giám đốc' });
    const accounts = await t.app.inject({
      url: '/account/api/get_all?page=0&page_size=50',
      headers: { authorization: `Bearer ${hr.accessToken}` },
    });
    expect(accounts.statusCode).toBe(403);
  });
});
