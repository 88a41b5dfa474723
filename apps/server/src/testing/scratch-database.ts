import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Runs one statement on the server of `serverUrl`, on a connection of its own. */
export async function runOnServer(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `statement` again while PostgreSQL answers "being accessed by other users" (55006): a backend
 * whose client has just disconnected can take a moment to leave the database.
 */
export async function runWhenUnused(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnServer(serverUrl, statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await sleep(100);
    }
  }
}

/**
 * A brand-new PostgreSQL database (`<prefix>_<time>_<random>`) on the server of `serverUrl`, for a
 * test file, a server process or a benchmark to migrate and use — or a copy of `template`; `drop`
 * removes it, even with connections left open by a killed process.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'kenh_test',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runWhenUnused(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}
