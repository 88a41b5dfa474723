import { randomBytes } from 'node:crypto';
import type { AccountType, PermissionCode } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { insertAccounts } from '../account/index.js';
import { areas, zones } from '../locate/index.js';
import { insertPricedCatalogue, insertRoom, type PricedCatalogue } from './order.test-kit.js';

const READ = 'exporttodistributororder' as const;

/** Who acts in the order tests: partners, approvers in rooms, fulfilment, restricted staff. */
const PEOPLE = {
  npp: { type: 'NPP', system: 'NPP', area: 0, permissions: [READ] },
  chth: { type: 'CHTH', system: 'CHTH', area: 0, permissions: [READ] },
  nppOther: { type: 'NPP', system: 'NPP', area: 1, permissions: [READ] },
  sales1: { type: 'AD', system: 'AD', area: null, permissions: [READ, 'order.manage', 'order.approve'] },
  sales2: { type: 'AD', system: 'AD', area: null, permissions: [READ, 'order.manage', 'order.approve'] },
  accountant: { type: 'KT', system: 'KT', area: null, permissions: [READ, 'order.approve', 'order.fulfil'] },
  boss: {
    type: 'AD',
    system: 'AD',
    area: null,
    permissions: [READ, 'order.approve', 'orderflow.manage', 'ordertype.manage', 'salesreport'],
  },
  outsider: { type: 'AD', system: 'AD', area: null, permissions: [READ, 'order.approve'] },
  fulfil: { type: 'AD', system: 'AD', area: null, permissions: [READ, 'order.fulfil', 'salesreport'] },
  /** Staff restricted to the second area. */
  scoped: {
    type: 'AD',
    system: 'AD',
    area: null,
    permissions: [READ, 'order.manage', 'salesreport', 'shipmentstransport'],
  },
  reader: { type: 'AD', system: 'AD', area: null, permissions: [READ] },
  /** Runs shipments and moves their orders along. */
  dispatcher: { type: 'AD', system: 'AD', area: null, permissions: ['shipmentstransport', 'order.fulfil'] },
  /** Runs shipments without the order code: may not deliver or return orders. */
  planner: { type: 'AD', system: 'AD', area: null, permissions: ['shipmentstransport'] },
} satisfies Record<
  string,
  { type: AccountType; system: string; area: number | null; permissions: PermissionCode[] }
>;
export type Person = keyof typeof PEOPLE;

export interface OrderWorld {
  t: TestApp;
  as: Record<Person | 'admin', Client>;
  ids: Record<Person | 'admin', number>;
  callers: Record<Person | 'admin', Caller>;
  areaIds: [number, number];
  catalogue: PricedCatalogue;
  rooms: { sales: number; accounting: number; board: number };
}

/**
 * One app with the people of the order tests as real accounts (names, notifications) answering to
 * bearer tokens named after them, two areas, rooms and a priced catalogue for NPP and CHTH.
 */
export async function createOrderWorld(): Promise<OrderWorld> {
  const callers = {} as Record<Person | 'admin', Caller>;
  for (const [name, p] of Object.entries(PEOPLE))
    callers[name as Person] = testCaller({
      permissions: [...p.permissions],
      type: p.type,
      systemKey: p.system === 'KT' ? 'KT' : p.type === 'AD' ? 'AD' : 'default',
    });
  callers.admin = testCaller({ isSuperuser: true });
  const t = await createTestApp({}, { callers });
  const db = t.database.db;
  const tag = randomBytes(3).toString('hex');
  const areaIds = [] as unknown as [number, number];
  const zoneIds: number[] = [];
  for (const i of [0, 1]) {
    const [area] = await db
      .insert(areas)
      .values({ code: `V${tag}${i}`, name: `Vùng ${tag} ${i}`, region: 'north' })
      .returning({ id: areas.id });
    const [zone] = await db
      .insert(zones)
      .values({ code: `K${tag}${i}`, name: `Khu vực ${tag} ${i}`, areaId: area!.id, provinceCodes: ['01'] })
      .returning({ id: zones.id });
    areaIds.push(area!.id);
    zoneIds.push(zone!.id);
  }
  // One multi-row insert: the callers answer to bearer tokens, nobody signs in with a password.
  const names = [...(Object.keys(PEOPLE) as Person[]), 'admin' as const];
  const inserted = await insertAccounts(
    db,
    names.map((name) => {
      const p = name === 'admin' ? null : PEOPLE[name];
      return {
        username: `${name.toLowerCase()}_${tag}`,
        passwordHash: 'not-used',
        fullname: `Người ${name}`,
        type: p?.type ?? 'AD',
        systemKey: p?.system === 'KT' ? 'KT' : (p?.type ?? 'AD') === 'AD' ? 'AD' : (p?.type ?? 'AD'),
        isSuperuser: name === 'admin',
        ...(p && p.area !== null ? { areaId: areaIds[p.area], zoneId: zoneIds[p.area] } : {}),
      };
    }),
  );
  const ids = Object.fromEntries(names.map((name, i) => [name, inserted[i]!])) as Record<
    Person | 'admin',
    number
  >;
  for (const name of names) callers[name].accountId = ids[name];
  callers.scoped.scope = { unrestricted: false, areaIds: [areaIds[1]], zoneIds: [], accountIds: [] };
  const as = Object.fromEntries(
    Object.keys(callers).map((name) => [
      name,
      clientFor(t, ids[name as Person], { authorization: `Bearer ${name}` }),
    ]),
  ) as Record<Person | 'admin', Client>;
  const rooms = {
    sales: await insertRoom(db, 'AD', [ids.sales1, ids.sales2]),
    accounting: await insertRoom(db, 'KT', [ids.accountant]),
    board: await insertRoom(db, 'AD', [ids.boss]),
  };
  const catalogue = await insertPricedCatalogue(db, ['NPP', 'CHTH']);
  return { t, as, ids, callers, areaIds, catalogue, rooms };
}
