import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountFilter } from '@kenh/contract';
import { cappedCountQuery } from '../../platform/db/capped-count.js';
import type { Database } from '../../platform/db/database.js';
import { expectListPlans } from '../../testing/list-plans.js';
import { openTestDatabase, testCaller } from '../../testing/test-app.js';
import { accountFilterCondition } from './account-filter.js';
import { accountPageQuery, notDeleted } from './account.repository.js';
import { accounts } from './account.tables.js';

const ROWS = 5_000;
const TYPES = ['AD', 'KH', 'KT', 'NPP', 'NVTT', 'CHTH', 'CTV', 'WAREHOUSE'];

/** The access module's subquery, as its manifest provides it (role 1 holds every 50th account). */
const roleMembers = (roleId: number) => sql`select account_id from account_roles where role_id = ${roleId}`;

describe('account list plans (the user manager, benchmarked at 200 000 accounts)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(
      sql.raw(`
      insert into accounts (username, password_hash, fullname, type, system_key, is_active, area_id, zone_id)
      select 'user' || g, 'x', 'Nguyễn Văn ' || g, (array['${TYPES.join("','")}'])[1 + g % ${TYPES.length}],
             'default', g % 10 <> 0, 1 + g % 60, 1 + g % 600
      from generate_series(1, ${ROWS}) as g`),
    );
    await database.db.execute(sql.raw(`insert into roles (name, system_key) values ('Giám sát', 'AD')`));
    await database.db.execute(
      sql.raw(`insert into account_roles (role_id, account_id)
        select (select min(id) from roles), id from accounts where id % 50 = 0`),
    );
    await database.db.execute(sql.raw('analyze accounts'));
    await database.db.execute(sql.raw('analyze account_roles'));
  }, 60_000);
  afterAll(() => drop());

  it('walk an index in page order and never scan or sort the whole table', async () => {
    const page = (filter: AccountFilter, pageNo = 0) =>
      accountPageQuery(
        database.db,
        sql`${notDeleted} and ${accountFilterCondition(filter, roleMembers) ?? sql`true`}`,
        pageNo,
        20,
      );
    const restricted = testCaller({
      accountId: 1,
      scope: { unrestricted: false, areaIds: [3], zoneIds: [], accountIds: [] },
    });
    await expectListPlans(database, 'accounts', ROWS, {
      'first page': page({}),
      'area filter': page({ area_id: 7 }),
      'zone filter': page({ zone_id: 70 }),
      'role filter': page({ role_id: 1 }),
      'role + status': page({ role_id: 1, is_active: true }),
      'search matching rows': page({ search: 'nguyen van 12' }),
      'restricted caller': accountPageQuery(
        database.db,
        accountFilterCondition({}, roleMembers, restricted),
        0,
        20,
      ),
      'capped count, area filter': cappedCountQuery(
        database.db,
        accounts,
        accountFilterCondition({ area_id: 7 }, roleMembers),
      ),
    });
  });
});
