import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ErrorEnvelope } from '@kenh/contract';
import { signedInAccount, type TestAccountInput } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/test-app.js';
import type { Db } from '../../platform/db/database.js';
import { areas, zones } from '../locate/index.js';
import { offices, orgUnits, orgUnitTypes, positions } from '../organization/index.js';

/** Test-only: a small organisation straight through the other modules' tables. */
export async function seedOrgFixtures(db: Db) {
  const [north, south] = await db
    .insert(areas)
    .values([
      { code: 'KV001', name: 'Hà Nội', region: 'north' },
      { code: 'KV002', name: 'Hồ Chí Minh', region: 'south' },
    ])
    .returning();
  const [hoanKiem, quan1] = await db
    .insert(zones)
    .values([
      { code: 'VUNG001', name: 'Hoàn Kiếm', areaId: north!.id },
      { code: 'VUNG002', name: 'Quận 1', areaId: south!.id },
    ])
    .returning();
  const [sales, supervisor] = await db
    .insert(positions)
    .values([
      { code: 'CV001', name: 'Nhân viên bán hàng' },
      { code: 'CV002', name: 'Giám sát khu vực' },
    ])
    .returning();
  const [office] = await db
    .insert(offices)
    .values([{ code: 'VP001', name: 'Văn phòng Hà Nội' }])
    .returning();
  const [type] = await db
    .insert(orgUnitTypes)
    .values([{ code: 'LDV001', name: 'Phòng' }])
    .returning();
  const [unit] = await db
    .insert(orgUnits)
    .values([{ code: 'DV001', name: 'Phòng Kinh doanh', typeId: type!.id }])
    .returning();
  return {
    north: north!,
    south: south!,
    hoanKiem: hoanKiem!,
    quan1: quan1!,
    sales: sales!,
    supervisor: supervisor!,
    office: office!,
    unit: unit!,
  };
}

// --- API test helpers (this module's own copy: modules do not import each other's test kits) -------

export interface Client {
  id: number;
  headers: Record<string, string>;
  get(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function signedInClient(t: TestApp, input: Partial<TestAccountInput> = {}): Promise<Client> {
  const account = await signedInAccount(t, input);
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, extra = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...account.headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    id: account.id,
    headers: account.headers,
    get: (url, extra) => send('GET', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
  };
}

export const superClient = (t: TestApp) => signedInClient(t, { isSuperuser: true });
export const EN = { 'accept-language': 'en' };

export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}
export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().message;
export const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorEnvelope>().errors ?? [];
