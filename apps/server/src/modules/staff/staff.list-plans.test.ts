import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cappedCountQuery } from '../../platform/db/capped-count.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { generateStaff } from '../../testing/generated-staff.js';
import { expectListPlans } from '../../testing/list-plans.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { staffDisplay, staffFilterCondition, staffPages } from './staff.repository.js';
import { staff } from './staff.tables.js';

const ROWS = 5_000;

describe('staff list plans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await generateStaff(database.db, ROWS);
  }, 60_000);
  afterAll(() => drop());

  it('walk an index in page order and never scan or sort the whole table', async () => {
    const first = async (table: string) => {
      const result = await database.db.execute(sql.raw(`select min(id) as id from ${table}`));
      return Number(rowsOf<{ id: number }>(result)[0]?.id);
    };
    const [areaId, zoneId, positionId, staffId] = await Promise.all([
      first('areas'),
      first('zones'),
      first('positions'),
      first('staff'),
    ]);
    const page = (
      filter: Parameters<typeof staffFilterCondition>[0],
      extra: { page?: number; after?: number } = {},
    ) =>
      staffPages.pageIdsQuery(database.db, {
        where: staffFilterCondition(filter),
        page: extra.page ?? 0,
        pageSize: 20,
        after: extra.after,
      });
    await expectListPlans(database, 'staff', ROWS, {
      'first page': page({}),
      // An offset a tenth into the table, as page 499 is on 100 000 rows.
      'deep offset page': page({}, { page: ROWS / 10 / 20 }),
      'keyset page': page({}, { after: staffId + ROWS / 2 }),
      'status filter': page({ status: 'inactive' }),
      'area + status': page({ area_id: areaId, status: 'active' }),
      'zone + position': page({ zone_id: zoneId, position_id: positionId }),
      'join date range': page({ join_date_from: '2020-01-01', join_date_to: '2020-03-31' }),
      'search matching rows': page({ search: 'nguyen van' }),
      'display fetch of a page': staffDisplay.query(
        database.db,
        Array.from({ length: 20 }, (_, i) => staffId + i),
      ),
      'capped count, no filter': cappedCountQuery(database.db, staff, undefined),
      'capped count, status filter': cappedCountQuery(
        database.db,
        staff,
        staffFilterCondition({ status: 'inactive' }),
      ),
    });
  });
});
