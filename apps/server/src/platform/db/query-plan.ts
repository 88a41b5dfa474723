import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './rows.js';

/** One node of `EXPLAIN (FORMAT JSON)`, the fields the plan checks read. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL would run for `query` (parameters bound as the query binds them). */
export async function explain(db: Db, query: SQLWrapper): Promise<PlanNode> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const cell = Object.values(rowsOf<Record<string, unknown>>(result)[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

/**
 * A plan as one compact line of node types, children in brackets, scans with their relation or
 * index: `Limit > Index Scan Backward(staff_pkey)`. Costs and row estimates are left out so the
 * snapshot changes only when the plan's shape does.
 */
export function planShape(node: PlanNode): string {
  const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const target = node['Index Name'] ?? node['Relation Name'];
  const self = `${node['Node Type']}${direction}${target ? `(${target})` : ''}`;
  const children = node.Plans ?? [];
  if (children.length === 0) return self;
  if (children.length === 1) return `${self} > ${planShape(children[0]!)}`;
  return `${self} > [${children.map(planShape).join(' | ')}]`;
}

/**
 * What makes a list slow on a big table: a sequential scan of it, or a sort of (most of) its rows.
 * A sort of the few rows a selective filter found is fine; one fed with more than half the table
 * means the page is not read from an index in its order.
 */
export function planProblems(node: PlanNode, table: string, tableRows: number): string[] {
  const problems: string[] = [];
  const visit = (n: PlanNode) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table) problems.push(`Seq Scan on ${table}`);
    if (n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort') {
      const input = n.Plans?.[0]?.['Plan Rows'] ?? 0;
      if (input > tableRows / 2) problems.push(`${n['Node Type']} over ${input} of ${tableRows} rows`);
    }
    n.Plans?.forEach(visit);
  };
  visit(node);
  return problems;
}
