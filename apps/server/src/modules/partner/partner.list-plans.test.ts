import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UNRESTRICTED_SCOPE } from '../../platform/auth/data-scope.js';
import { cappedCountQuery } from '../../platform/db/capped-count.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { expectListPlans } from '../../testing/list-plans.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { partnerPages, partnerWhere, type PartnerFilter } from './partner.repository.js';
import { partnerProfiles } from './partner.tables.js';

const ROWS = 5_000;

describe('partner list plans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const db = database.db;
    await db.execute(
      sql`insert into areas (code, name, region) select 'KV' || g, 'Vùng ' || g, 'north' from generate_series(1, 20) g`,
    );
    // Stores (most rows), distributors and field staff, their accounts made in SQL.
    await db.execute(sql`
      insert into accounts (username, password_hash, fullname, type, system_key)
      select 'p' || g, 'x', 'Tạp hóa số ' || g,
             case when g % 50 = 0 then 'NPP' when g % 25 = 0 then 'NVTT' else 'CHTH' end, 'default'
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`
      insert into partner_profiles (account_id, type, area_id, distributor_id, latitude, longitude)
      select a.id, a.type, (select min(id) from areas) + a.id % 20,
             case when a.type <> 'NPP' then (select min(id) from accounts) + 49 + 50 * (a.id % 90) end,
             21 + (a.id % 100) / 100.0, 105 + (a.id % 97) / 100.0
      from accounts a where a.username like 'p%'`);
    await db.execute(sql`analyze accounts`);
    await db.execute(sql`analyze partner_profiles`);
  }, 60_000);
  afterAll(() => drop());

  it('walk an index in page order and never scan or sort the whole table', async () => {
    const first = async (query: string) =>
      Number(rowsOf<{ id: number }>(await database.db.execute(sql.raw(query)))[0]?.id);
    const areaId = await first('select min(id) as id from areas');
    const nppId = await first("select min(account_id) as id from partner_profiles where type = 'NPP'");
    const lastId = await first('select max(account_id) as id from partner_profiles');
    const page = (filter: Omit<PartnerFilter, 'scope'>, extra: { page?: number; after?: number } = {}) =>
      partnerPages.pageIdsQuery(database.db, {
        where: partnerWhere({ scope: UNRESTRICTED_SCOPE, ...filter }),
        page: extra.page ?? 0,
        pageSize: 20,
        after: extra.after,
      });
    await expectListPlans(database, 'partner_profiles', ROWS, {
      'stores, first page': page({ types: ['CHTH'] }),
      'stores, deep offset page': page({ types: ['CHTH'] }, { page: ROWS / 10 / 20 }),
      'stores, keyset page': page({ types: ['CHTH'] }, { after: lastId - ROWS / 2 }),
      'stores of an area': page({ types: ['CHTH'], areaId }),
      'stores of a distributor': page({ types: ['CHTH'], distributorId: nppId }),
      'active stores': page({ types: ['CHTH'], status: 'active' }),
      'stores, search': page({ types: ['CHTH'], search: 'so 12' }),
      // A type-wide count joins the accounts (deleted ones are left out): see docs/partners.md.
      'capped count, stores of an area': cappedCountQuery(
        database.db,
        partnerProfiles,
        partnerWhere({ scope: UNRESTRICTED_SCOPE, types: ['CHTH'], areaId }),
      ),
    });
  });
});
