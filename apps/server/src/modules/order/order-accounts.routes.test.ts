import { orderApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, call, callData } from '../../testing/api-client.js';
import { partnerProfiles } from '../partner/index.js';
import { createOrderWorld, type OrderWorld } from './order-world.test-kit.js';

describe('v3/order_accounts: whom the order form lets the caller pick', () => {
  let w: OrderWorld;
  const pick = (
    as: keyof OrderWorld['as'],
    query: { role: 'orderer' | 'seller'; system?: 'CHTH' | 'NPP'; search?: string },
  ) => callData(orderApi.accounts, { as: w.as[as], query: { page_size: '100', ...query } });
  const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

  beforeAll(async () => {
    w = await createOrderWorld();
    // The store buys from the first distributor, and has an address to deliver to.
    await w.t.database.db.insert(partnerProfiles).values([
      { accountId: w.ids.npp, type: 'NPP', addressText: '5 Nguyễn Huệ, Quận 1' },
      { accountId: w.ids.chth, type: 'CHTH', distributorId: w.ids.npp, addressText: '12 Lê Lợi, Hải Châu' },
    ]);
  });
  afterAll(() => w.t.close());

  it('gives sales staff with order.manage every ordering account, by system and by name without diacritics', async () => {
    const all = await pick('sales1', { role: 'orderer' });
    expect(idsOf(all)).toEqual(expect.arrayContaining([w.ids.npp, w.ids.chth, w.ids.nppOther]));
    // Staff accounts never order.
    expect(idsOf(all)).not.toContain(w.ids.sales2);
    const stores = await pick('sales1', { role: 'orderer', system: 'CHTH' });
    expect(stores.results[0]?.username).toMatch(/^chth_/);
    expect(stores.results).toMatchObject([
      {
        id: w.ids.chth,
        fullname: 'Người chth',
        system: 'CHTH',
        phone: null,
        address_text: '12 Lê Lợi, Hải Châu',
      },
    ]);
    expect(idsOf(await pick('sales1', { role: 'orderer', search: 'NGUOI NPPOTHER' }))).toEqual([
      w.ids.nppOther,
    ]);
  });

  it('keeps restricted staff to their data scope, and staff without order.manage to nobody', async () => {
    // `scoped` sees the second area only: the other distributor.
    expect(idsOf(await pick('scoped', { role: 'orderer' }))).toEqual([w.ids.nppOther]);
    expect(idsOf(await pick('scoped', { role: 'seller' }))).toEqual([w.ids.nppOther]);
    expect((await pick('reader', { role: 'orderer' })).total).toBe(0);
  });

  it('lets a partner pick itself as orderer and its own distributor as seller', async () => {
    expect(idsOf(await pick('chth', { role: 'orderer' }))).toEqual([w.ids.chth]);
    expect(idsOf(await pick('chth', { role: 'seller' }))).toEqual([w.ids.npp]);
    // A distributor buys from the company: no seller to pick.
    expect((await pick('npp', { role: 'seller' })).total).toBe(0);
  });

  it('refuses a missing role, an unknown system and callers without an order code', async () => {
    const noRole = await call(orderApi.accounts, { raw: true, as: w.as.sales1, query: {} });
    expect(noRole.status).toBe(400);
    expect(noRole.errors?.map((e) => e.field)).toEqual(['role']);
    const bad = await call(orderApi.accounts, {
      raw: true,
      as: w.as.sales1,
      query: { role: 'orderer', system: 'AD' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors?.map((e) => e.field)).toEqual(['system']);
    const anonymous = await call(orderApi.accounts, {
      as: anonymousClient(w.t),
      query: { role: 'orderer' },
    });
    expect(anonymous.status).toBe(401);
  });
});
