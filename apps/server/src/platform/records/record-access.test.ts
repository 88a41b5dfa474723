import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_ENTITIES, staffApi, platformApi, locateApi } from '@kenh/contract';
import { clientWith, setDataScope } from '../../testing/access-grants.js';
import { dataOf, signedInClient, superClient, type Client, call } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import type { AppContext } from '../app-context.js';
import { integerRecordId, RecordAccessRegistry } from './record-access.js';

describe('RecordAccessRegistry', () => {
  const reader = testCaller({ accountId: 5, permissions: ['employeestaff'] });
  const stranger = testCaller({ accountId: 6 });
  const boss = testCaller({ accountId: 7, isSuperuser: true });

  it('only narrows: a record rule that allows cannot stand in for the permission', async () => {
    const registry = new RecordAccessRegistry();
    registry.register('staff', { permission: 'employeestaff', inScope: () => Promise.resolve(true) });
    expect(await registry.canRead(reader, 'staff', '1')).toBe(true);
    expect(await registry.canRead(stranger, 'staff', '1')).toBe(false);
    expect(await registry.canRead(boss, 'staff', '1')).toBe(true);
  });

  it('asks the record rule after the permission, and refuses when it refuses', async () => {
    const registry = new RecordAccessRegistry();
    const asked: number[] = [];
    registry.register('staff', {
      permission: 'employeestaff',
      inScope: (_caller, id) => {
        asked.push(id);
        return Promise.resolve(id === 1);
      },
    });
    expect(await registry.canRead(stranger, 'staff', '1')).toBe(false);
    expect(asked).toEqual([]);
    expect(await registry.canRead(reader, 'staff', '1')).toBe(true);
    expect(await registry.canRead(reader, 'staff', '2')).toBe(false);
  });

  it('lets a caller read their own record without the permission, and nothing else', async () => {
    const registry = new RecordAccessRegistry();
    registry.register('account', {
      permission: 'user',
      inScope: 'unscoped',
      ownRecord: (caller, id) => id === caller.accountId,
    });
    expect(await registry.canRead(stranger, 'account', '6')).toBe(true);
    expect(await registry.canRead(stranger, 'account', '5')).toBe(false);
  });

  it('refuses an entity id that cannot name an integer record before any rule runs', async () => {
    const registry = new RecordAccessRegistry();
    const asked: number[] = [];
    registry.register('staff', {
      permission: 'employeestaff',
      inScope: (_caller, id) => {
        asked.push(id);
        return Promise.resolve(true);
      },
    });
    for (const bad of ['1abc', '2147483648', '0'])
      expect(await registry.canRead(reader, 'staff', bad)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('knows nothing of unregistered kinds, and names the audited kinds still without a rule', async () => {
    const registry = new RecordAccessRegistry();
    expect(await registry.canRead(boss, 'area', '1')).toBe(false);
    registry.register('area', { permission: 'area', inScope: 'unscoped' });
    expect(registry.missing()).not.toContain('area');
    expect(registry.missing()).toContain('zone');
    expect(() => registry.assertComplete()).toThrow(/zone/);
  });

  it('reads integer record ids strictly', () => {
    expect(integerRecordId('12')).toBe(12);
    expect(integerRecordId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '012', '12abc', '1e3', '2147483648', '', '-1']) {
      expect(integerRecordId(bad), bad).toBeNull();
    }
  });
});

describe('record access of the running app: history and files', () => {
  let t: TestApp;
  let ctx: AppContext;
  let admin: Client;
  let org: { north: { id: number }; south: { id: number }; hoanKiem: { id: number }; quan1: { id: number } };

  /** Two areas with a zone each, made through the locate API as an administrator would. */
  async function seedAreas() {
    const area = async (name: string, region: string) =>
      dataOf(await call(locateApi.createArea, { raw: true, as: admin, body: { name, region } }));
    const zone = async (name: string, areaId: number) =>
      dataOf(await call(locateApi.createZone, { as: admin, body: { name, area_id: areaId } }));
    const north = await area('Hà Nội', 'north');
    const south = await area('Hồ Chí Minh', 'south');
    return {
      north,
      south,
      hoanKiem: await zone('Hoàn Kiếm', north.id),
      quan1: await zone('Quận 1', south.id),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (_app, context) => {
          ctx = context;
        },
      },
    );
    admin = await superClient(t);
    org = await seedAreas();
  });
  afterAll(() => t.close());

  const history = (client: Client, entity: string, id: number) =>
    call(platformApi.history, { raw: true, as: client, params: { entity: entity, id: id } });

  it('has a rule for every audited kind', () => {
    expect(ctx.records.missing()).toEqual([]);
    expect(new Set(ctx.records.entities())).toEqual(new Set(AUDITED_ENTITIES));
  });

  it('hides a staff record’s history from an account without the staff permission', async () => {
    const record = dataOf(
      await call(staffApi.create, { as: admin, body: { fullname: 'Lê Văn Bí Mật', area_id: org.north.id } }),
    );
    const nobody = await signedInClient(t);
    expect((await call(staffApi.get, { as: nobody, params: { id: record.id } })).status).toBe(403);
    expect((await history(nobody, 'staff', record.id)).status).toBe(404);
    expect((await history(admin, 'staff', record.id)).status).toBe(200);
  });

  it('limits history to the caller’s data scope, like the record’s own read call', async () => {
    const north = dataOf(
      await call(staffApi.create, { as: admin, body: { fullname: 'Người Miền Bắc', area_id: org.north.id } }),
    );
    const south = dataOf(
      await call(staffApi.create, { as: admin, body: { fullname: 'Người Miền Nam', area_id: org.south.id } }),
    );
    const scoped = await clientWith(t, admin, ['employeestaff', 'user', 'area']);
    await setDataScope(admin, scoped.id, { area_ids: [org.north.id] });
    expect((await history(scoped, 'staff', north.id)).status).toBe(200);
    expect((await history(scoped, 'staff', south.id)).status).toBe(404);

    const outside = await signedInClient(t, { areaId: org.south.id });
    const inside = await signedInClient(t, { areaId: org.north.id });
    expect((await history(scoped, 'account', inside.id)).status).toBe(200);
    expect((await history(scoped, 'account', outside.id)).status).toBe(404);
    expect((await history(outside, 'account', outside.id)).status).toBe(200);

    expect((await history(scoped, 'area', org.north.id)).status).toBe(200);
    expect((await history(scoped, 'area', org.south.id)).status).toBe(404);
    expect((await history(scoped, 'zone', org.hoanKiem.id)).status).toBe(200);
    expect((await history(scoped, 'zone', org.quan1.id)).status).toBe(404);
  });

  it('shows areas and zones to a super user (they are audited, so they have a rule)', async () => {
    expect((await history(admin, 'area', org.north.id)).status).toBe(200);
    expect((await history(admin, 'zone', org.quan1.id)).status).toBe(200);
  });
});
