/**
 * The bare baseline of `lists.bench.ts`: Fastify + a `pg` pool of 10 and nothing else (no auth,
 * validation, envelope or ORM), running the very statements the server runs for a list page:
 * the page's ids, the display fetch of those ids, and the capped count when the page is full.
 *   node --import tsx bench/support/bare-list-server.ts <port> <database url> <statements.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

export interface BareStatement {
  text: string;
  values: unknown[];
}

/** One scenario: its ids statement, the display statement (the ids bound as one array), its count. */
export interface BareScenario {
  ids: BareStatement;
  display: string;
  count: BareStatement;
  pageSize: number;
}

const [port, url, file] = process.argv.slice(2);
const scenarios = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, BareScenario>;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

app.post<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const scenario = scenarios[request.params.name];
  if (!scenario) return reply.code(404).send();
  const ids = (await pool.query<{ id: number }>(scenario.ids.text, scenario.ids.values)).rows.map(
    (r) => r.id,
  );
  const rows = ids.length === 0 ? [] : (await pool.query(scenario.display, [ids])).rows;
  const total =
    ids.length < scenario.pageSize
      ? ids.length
      : Number((await pool.query<{ n: number }>(scenario.count.text, scenario.count.values)).rows[0]?.n);
  return { code: 200, message: 'OK', data: { results: rows, total } };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
