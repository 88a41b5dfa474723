import type { SQLWrapper } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../platform/db/database.js';
import { explain, planProblems, planShape } from '../platform/db/query-plan.js';

/**
 * EXPLAIN snapshot of a module's list queries (docs/platform.md, "List queries"): each query must
 * neither scan `table` sequentially nor sort most of it, and the plans' shapes are kept in a
 * snapshot file per engine (`__snapshots__/<table>.plans.<engine>.json` beside the test; one file
 * each, so a run on one engine never finds the other's snapshot obsolete), so a plan that changes
 * shows in review. Fill `table` with `rows` rows and
 * ANALYZE it first: the planner only walks an index when it knows the table is big.
 */
export async function expectListPlans(
  database: Database,
  table: string,
  rows: number,
  queries: Record<string, SQLWrapper>,
): Promise<void> {
  const shapes: Record<string, string> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    const plan = await explain(database.db, query);
    shapes[name] = planShape(plan);
    const found = planProblems(plan, table, rows);
    if (found.length > 0) problems[name] = found;
  }
  expect(problems, JSON.stringify(shapes, null, 2)).toEqual({});
  await expect(`${JSON.stringify(shapes, null, 2)}\n`).toMatchFileSnapshot(
    `./__snapshots__/${table}.plans.${database.engine}.json`,
  );
}
