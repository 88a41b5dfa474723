import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A brand-new PostgreSQL database (`<prefix>_<time>_<random>`) on the server of `serverUrl`, for a
 * test file, a server process or a benchmark to migrate and use; `drop` removes it, even with
 * connections left open by a killed process.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'kenh_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
