import { companyProfileApi, platformApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith } from '../../testing/access-grants.js';
import { anonymousClient, call, dataOf, EN, superClient, type Client } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DEMO_COMPANY_PROFILE } from './company-profile.demo.js';

describe('company profile', () => {
  let t: TestApp;
  let admin: Client;
  let settings: Client;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    settings = await clientWith(t, admin, ['role', 'role.manage']);
    staff = await clientWith(t, admin, []);
  });
  afterAll(() => t.close());

  it('is empty until saved, and every signed-in user reads it; nobody without a session', async () => {
    const empty = dataOf(await call(companyProfileApi.getCompanyProfile, { as: staff }));
    expect(empty).toMatchObject({ name: null, tax_code: null, updated_at: null });
    expect((await call(companyProfileApi.getCompanyProfile, { as: anonymousClient(t) })).status).toBe(401);
  });

  it('is saved by a holder of role.manage, normalised, audited as an update of record 1', async () => {
    const saved = await call(companyProfileApi.updateCompanyProfile, {
      as: settings,
      body: { ...DEMO_COMPANY_PROFILE, tax_code: '0108 887 771', phone: '024.3856.7890', short_name: ' ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.message).toBe('Đã lưu thông tin công ty');
    const read = dataOf(await call(companyProfileApi.getCompanyProfile, { as: staff }));
    expect(read).toMatchObject({
      name: 'Công ty Cổ phần Phân phối Kênh',
      short_name: null,
      tax_code: '0108887771',
      phone: '024.3856.7890',
      email: 'lienhe@kenh.vn',
    });
    expect(read.updated_at).not.toBeNull();

    await call(companyProfileApi.updateCompanyProfile, {
      as: settings,
      body: { ...DEMO_COMPANY_PROFILE, name: 'Công ty TNHH Kênh' },
    });
    const history = dataOf(
      await call(platformApi.history, { as: settings, params: { entity: 'company_profile', id: '1' } }),
    );
    expect(history.results.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(history.results[0]?.diff).toEqual({
      name: { from: 'Công ty Cổ phần Phân phối Kênh', to: 'Công ty TNHH Kênh' },
      short_name: { from: null, to: 'KÊNH JSC' },
      phone: { from: '024.3856.7890', to: '024 3856 7890' },
    });
  });

  it('refuses bad input field by field (400) and callers without role.manage (403)', async () => {
    const bad = await call(companyProfileApi.updateCompanyProfile, {
      as: settings,
      raw: true,
      headers: EN,
      body: {
        name: '',
        tax_code: '0108887772',
        phone: '12345',
        email: 'not-an-email',
        website: 'not a site',
        bank_account: '12',
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.fromEntries(bad.errors.map((e) => [e.field, e.message]))).toEqual({
      name: 'You need to fill in this field',
      tax_code: 'Invalid tax code',
      phone: 'Invalid phone number',
      email: 'Invalid e-mail address',
      website: 'Invalid website address',
      bank_account: 'An account number holds 4–30 digits, letters or hyphens',
    });
    const refused = await call(companyProfileApi.updateCompanyProfile, {
      as: staff,
      body: DEMO_COMPANY_PROFILE,
    });
    expect(refused.status).toBe(403);
    expect(dataOf(await call(companyProfileApi.getCompanyProfile, { as: staff })).name).toBe(
      'Công ty TNHH Kênh',
    );
  });
});
