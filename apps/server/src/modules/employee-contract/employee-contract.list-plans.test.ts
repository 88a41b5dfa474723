import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { generateStaff } from '../../testing/generated-staff.js';
import { expectListPlans } from '../../testing/list-plans.js';
import { openTestDatabase } from '../../testing/test-app.js';
import {
  contractDisplay,
  contractPages,
  contractScopeCondition,
  searchCondition,
  statusCondition,
} from './employee-contract.repository.js';

const ROWS = 5_000;
const TODAY = '2026-11-25';

describe('employee contract list plans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await generateStaff(database.db, ROWS);
    // One contract per staff member: a third drafts, the rest active, ending over four years.
    await database.db.execute(sql`
      insert into employee_contracts (code, staff_id, contract_type, start_date, end_date, position_title,
        basic_salary, salary_type, working_time, insurance_type, accounting_journal, signing_date, status)
      select 'HDLD-' || lpad(s.id::text, 6, '0'), s.id, 'fixed_12', date '2024-01-01' + (s.id % 700),
             date '2025-01-01' + (s.id % 1400), 'Nhân viên', 10000000, 'monthly', 'full_time',
             'compulsory_full', 'default', date '2024-01-01' + (s.id % 700),
             case when s.id % 3 = 0 then 'draft' else 'active' end
      from staff s`);
    await database.db.execute(sql`vacuum analyze employee_contracts`);
  }, 60_000);
  afterAll(() => drop());

  it('walk an index in page order and never scan or sort the whole table', async () => {
    const [{ areaId, firstId }] = rowsOf<{ areaId: number; firstId: number }>(
      await database.db.execute(
        sql`select (select min(id) from areas) as "areaId", (select min(id) from employee_contracts) as "firstId"`,
      ),
    ) as [{ areaId: number; firstId: number }];
    const page = (where: ReturnType<typeof statusCondition>) =>
      contractPages.pageIdsQuery(database.db, { where, page: 0, pageSize: 20 });
    const areaScope = contractScopeCondition({
      unrestricted: false,
      areaIds: [Number(areaId)],
      zoneIds: [],
      accountIds: [],
    });
    await expectListPlans(database, 'employee_contracts', ROWS, {
      'first page': page(undefined),
      'status active': page(statusCondition('active', TODAY)),
      'search on the staff member': page(searchCondition('nguyen van')),
      'area data scope': page(areaScope),
      'display fetch of a page': contractDisplay.query(
        database.db,
        Array.from({ length: 20 }, (_, i) => Number(firstId) + i),
      ),
    });
  });
});
