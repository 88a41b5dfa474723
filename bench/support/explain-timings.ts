import type pg from 'pg';

export interface StatementTimings {
  planning: number;
  execution: number;
}

/** Planning and execution time (ms) of one statement: the median of `runs` EXPLAIN ANALYZE runs. */
export async function explainTimings(
  pool: pg.Pool | pg.PoolClient,
  text: string,
  values: unknown[],
  runs = 7,
): Promise<StatementTimings> {
  const measured: StatementTimings[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await pool.query<{
      'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }];
    }>(`explain (analyze, format json) ${text}`, values);
    const plan = result.rows[0]!['QUERY PLAN'][0];
    measured.push({ planning: plan['Planning Time'], execution: plan['Execution Time'] });
  }
  const median = (pick: (t: StatementTimings) => number) =>
    Math.round(measured.map(pick).sort((a, b) => a - b)[Math.floor(runs / 2)]! * 1000) / 1000;
  return { planning: median((t) => t.planning), execution: median((t) => t.execution) };
}

/** The plan of one statement as text (EXPLAIN ANALYZE, BUFFERS), for the report. */
export async function explainText(
  pool: pg.Pool | pg.PoolClient,
  text: string,
  values: unknown[],
): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
