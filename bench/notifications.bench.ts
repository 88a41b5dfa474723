/**
 * Notification list under load (issue 4): USERS accounts with NOTIFICATIONS notifications spread
 * across them, then the bell's unseen probe, a first page, a keyword search (diacritics ignored) and
 * keyword + unread tab, each for many users in turn, over real HTTP on loopback.
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/notifications.bench.ts
 * Environment: USERS (default 10000), NOTIFICATIONS (default 1000000), DURATION seconds per scenario
 * (10), CONNECTIONS (10), TOKENS signed-in users the requests rotate over (20).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { createAccount } from '../apps/server/src/modules/account/index.js';
import { measure, printTable, type ScenarioResult } from './support/measure.js';

const USERS = Number(process.env.USERS ?? 10_000);
const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const TOKENS = Number(process.env.TOKENS ?? 20);
const PASSWORD = 'Bench-pass-2026';

const TITLES = [
  'Đơn hàng mới cần duyệt',
  'Kế hoạch bán hàng tháng đã được phê duyệt',
  'Cuộc họp giao ban đầu tuần',
  'Công văn mới từ Ban Tổng giám đốc',
  'Hợp đồng phân phối sắp hết hạn',
  'Yêu cầu cấp lại mật khẩu',
  'Đề xuất tăng hạn mức công nợ',
  'Báo cáo doanh số ngày',
];
const MODULES = [
  'ORDER',
  'PLAN',
  'MEETING',
  'OFFICIAL_DISPATCH',
  'CONTRACT',
  'FORGET_PASSWORD',
  'PROPOSED',
  'DAILY_REPORT',
];
const literal = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;

async function main(): Promise<void> {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/kenh-bench-${randomBytes(4).toString('hex')}`,
    RATE_LIMIT_LOGIN: String(TOKENS + 10),
  });
  const app = await buildApp({ config, database, accessTokenSecret: randomBytes(32).toString('hex') });
  const first = await createAccount(database.db, {
    username: 'bench.user0',
    password: PASSWORD,
    fullname: 'Bench User',
    type: 'AD',
  });

  const started = Date.now();
  await database.db.execute(
    sql.raw(`
    insert into accounts (username, password_hash, fullname, type, system_key)
    select 'bench.user' || g, '${first.passwordHash}', 'Nhân viên ' || g, 'AD', 'AD'
    from generate_series(1, ${USERS - 1}) as g`),
  );
  // Spread over every user; a third unseen; created over the last 90 days.
  await database.db.execute(
    sql.raw(`
    insert into notifications (user_id, module, title, content, path, seen, push_pending, batch_id, created_at)
    select ${first.id} + g % ${USERS},
           (${literal(MODULES)})[1 + g % ${MODULES.length}],
           (${literal(TITLES)})[1 + (g / 3) % ${TITLES.length}] || ' #' || g,
           'Nội dung thông báo số ' || g || E'\\nVui lòng kiểm tra và xử lý.',
           '/order/export/' || g,
           g % 3 <> 0,
           false,
           md5(g::text)::uuid,
           now() - (g % 7776000) * interval '1 second'
    from generate_series(1, ${NOTIFICATIONS}) as g`),
  );
  await database.db.execute(sql.raw('analyze accounts; analyze notifications'));
  console.log(
    `generated ${USERS} users and ${NOTIFICATIONS} notifications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < TOKENS; i++) {
    const username = i === 0 ? 'bench.user0' : `bench.user${i * Math.floor(USERS / TOKENS)}`;
    const response = await fetch(`${address}/account/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const data = ((await response.json()) as { data: { access_token: string; user: { id: number } } }).data;
    users.push({ id: data.user.id, token: data.access_token });
  }

  // Each request is one user's own list (the body names the caller's id); users rotate.
  const results: ScenarioResult[] = [];
  const scenarios = [
    { name: 'unseen probe (page 0, size 1)', body: { page: 0, page_size: 1 } },
    { name: 'first page (20)', body: { page: 0, page_size: 20 } },
    { name: 'keyword "don hang" (no diacritics)', body: { page: 0, page_size: 20, keyword: 'don hang' } },
    { name: 'keyword + unread tab', body: { page: 0, page_size: 20, keyword: 'hợp đồng', status: 0 } },
  ];
  console.log(
    `engine ${database.engine}, ${CONNECTIONS} connections, ${DURATION} s each, ${TOKENS} users rotating`,
  );
  for (const scenario of scenarios) {
    const variants = users.map((user) => ({
      token: user.token,
      body: { ...scenario.body, id: user.id, system: 'MAIN' },
    }));
    results.push(
      await measure(
        address,
        { name: scenario.name, method: 'POST', path: '/notification/api/list_notifi' },
        variants,
        { connections: CONNECTIONS, duration: DURATION },
      ),
    );
  }
  printTable(results);
  await app.close();
  await database.close();
}

await main();
