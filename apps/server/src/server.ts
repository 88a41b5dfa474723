import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './platform/config/config.js';
import { loadOrCreateSecret } from './platform/config/secrets.js';
import { openDatabase } from './platform/db/database.js';
import { buildApp } from './app.js';

/** Opens the database (migrating it), builds the app, listens, and shuts down gracefully. */
export async function startServer(config: AppConfig) {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const accessTokenSecret =
    config.accessTokenSecret ??
    loadOrCreateSecret(config.dataDir, 'accessTokenSecret', () => randomBytes(48).toString('base64url'));
  const app = await buildApp({ config, database, accessTokenSecret });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return { app, database };
}
