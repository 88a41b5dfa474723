import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, locateApi, staffApi } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount, type TestAccount } from '../../testing/accounts.js';
import { call, callData, superClient, type Client } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedOrgFixtures } from './staff-test-fixtures.js';

let t: TestApp;
let admin: Client;
let org: Awaited<ReturnType<typeof seedOrgFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await superClient(t);
  org = await seedOrgFixtures(t.database.db);
});
afterAll(() => t.close());

const placeOf = async (id: number) => {
  const account = await callData(accountApi.getAccountById, { as: admin, params: { id } });
  return { area_id: account.area_id, zone_id: account.zone_id };
};

/** The area's account count in the area list, and the usernames its member list shows. */
async function areaMembers(areaId: number) {
  const list = await callData(locateApi.getAllArea, { as: admin, query: { page_size: 100 } });
  const members = await callData(locateApi.getAllAccountInZone, {
    as: admin,
    body: { area_id: areaId, page_size: 100 },
  });
  return {
    count: list.results.find((a) => a.id === areaId)!.account_count,
    usernames: members.results.map((a) => a.username).sort(),
  };
}

async function zoneCount(zoneId: number) {
  const list = await callData(locateApi.getAllZone, { as: admin, query: { page_size: 100 } });
  return list.results.find((z) => z.id === zoneId)!.account_count;
}

describe('a staff record places its linked account where it works', () => {
  let an: TestAccount;
  let binh: TestAccount;
  let staffId: number;

  beforeAll(async () => {
    an = await createTestAccount(t, { username: 'an.placed', fullname: 'Nguyễn Văn An' });
    binh = await createTestAccount(t, { username: 'binh.placed', fullname: 'Trần Thị Bình' });
  });

  it('on create: the account joins the record’s area and zone, and the area counts and lists it', async () => {
    expect(await areaMembers(org.north.id)).toEqual({ count: 0, usernames: [] });
    const created = await callData(staffApi.mCreate, {
      as: admin,
      body: { fullname: 'Nguyễn Văn An', account_id: an.id, zone_id: org.hoanKiem.id },
    });
    staffId = created.id;
    expect(await placeOf(an.id)).toEqual({ area_id: org.north.id, zone_id: org.hoanKiem.id });
    expect(await areaMembers(org.north.id)).toEqual({ count: 1, usernames: ['an.placed'] });
    expect(await zoneCount(org.hoanKiem.id)).toBe(1);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'account'),
          eq(auditLog.entityId, String(an.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: admin.id,
      diff: {
        areaId: { from: null, to: org.north.id },
        zoneId: { from: null, to: org.hoanKiem.id },
      },
    });
  });

  it('on a move: the account follows to the new area and leaves the old one', async () => {
    await callData(staffApi.mUpdate, {
      as: admin,
      params: { id: staffId },
      body: { fullname: 'Nguyễn Văn An', account_id: an.id, area_id: org.south.id, zone_id: org.quan1.id },
    });
    expect(await placeOf(an.id)).toEqual({ area_id: org.south.id, zone_id: org.quan1.id });
    expect(await areaMembers(org.north.id)).toEqual({ count: 0, usernames: [] });
    expect(await areaMembers(org.south.id)).toEqual({ count: 1, usernames: ['an.placed'] });
    expect(await zoneCount(org.hoanKiem.id)).toBe(0);
  });

  it('an edit that keeps the place does not pull back an account the user manager moved', async () => {
    await callData(accountApi.updateUser, {
      as: admin,
      params: { id: an.id },
      body: { area_id: org.north.id, zone_id: null },
    });
    await callData(staffApi.mUpdate, {
      as: admin,
      params: { id: staffId },
      body: {
        fullname: 'Nguyễn Văn An',
        phone: '0912345678',
        account_id: an.id,
        area_id: org.south.id,
        zone_id: org.quan1.id,
      },
    });
    expect(await placeOf(an.id)).toEqual({ area_id: org.north.id, zone_id: null });
  });

  it('on relinking: the new account is placed, the one let go stays where it was', async () => {
    await callData(staffApi.mUpdate, {
      as: admin,
      params: { id: staffId },
      body: { fullname: 'Nguyễn Văn An', account_id: binh.id, area_id: org.south.id, zone_id: org.quan1.id },
    });
    expect(await placeOf(binh.id)).toEqual({ area_id: org.south.id, zone_id: org.quan1.id });
    expect(await placeOf(an.id)).toEqual({ area_id: org.north.id, zone_id: null });
  });

  it('a refused change moves no account (same transaction)', async () => {
    const refused = await call(staffApi.mUpdate, {
      as: admin,
      params: { id: staffId },
      body: { fullname: 'Nguyễn Văn An', account_id: binh.id, area_id: org.north.id, zone_id: org.quan1.id },
    });
    expect(refused.status).toBe(400);
    expect(await placeOf(binh.id)).toEqual({ area_id: org.south.id, zone_id: org.quan1.id });
  });

  it('create_staff with a login: the new account starts in the record’s place', async () => {
    const created = await callData(staffApi.createStaff, {
      as: admin,
      body: {
        fullname: 'Lê Văn Cường',
        area_id: org.north.id,
        zone_id: org.hoanKiem.id,
        login: { username: 'cuong.placed', password: 'Mat-khau-123' },
      },
    });
    expect(await placeOf(created.account_id!)).toEqual({ area_id: org.north.id, zone_id: org.hoanKiem.id });
    expect((await areaMembers(org.north.id)).usernames).toEqual(['an.placed', 'cuong.placed']);
  });
});
