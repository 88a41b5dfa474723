import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './platform/config/config.js';
import { loadOrCreateSecret } from './platform/config/secrets.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { appContextOf, buildApp } from './app.js';
import { DEFAULT_DEMO_PASSWORD } from './seed/demo-accounts.js';
import { formatDemoAccounts, loadDemoData } from './seed/demo-data.js';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * What a start does between building the app and listening: a first start's demo data, then the
 * modules' background jobs, whose first run catches up on whatever came due — on a demo start, the
 * seeded near-expiry lots and waiting approvals, so the demo's users see those notices at once.
 * Answers the demo accounts when this start created them.
 */
export async function seedThenStartJobs(app: FastifyInstance, database: Database, config: AppConfig) {
  let seeded: Awaited<ReturnType<typeof loadDemoData>> = null;
  if (config.demoData) {
    seeded = await loadDemoData(app, database.db, config.demoAdminPassword);
    // Shown once, on the start that created them, for the person trying the demo: a table on a
    // terminal; in a JSON log the names only (a password given by the operator stays out of files).
    if (seeded && config.logFormat === 'readable') {
      console.log(formatDemoAccounts(seeded, config.demoAdminPassword ?? DEFAULT_DEMO_PASSWORD));
    } else if (seeded) {
      app.log.info({ accounts: seeded.map((a) => a.username) }, 'demo data loaded');
    }
  }
  await appContextOf(app).jobs.start();
  return seeded;
}

/** Opens the database (migrating it), builds the app, listens, and shuts down gracefully. */
export async function startServer(config: AppConfig) {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  let app;
  try {
    const accessTokenSecret =
      config.accessTokenSecret ??
      loadOrCreateSecret(config.dataDir, 'accessTokenSecret', () => randomBytes(48).toString('base64url'));
    app = await buildApp({ config, database, accessTokenSecret });
    await seedThenStartJobs(app, database, config);
  } catch (error) {
    await database.close(); // releases the data folder lock
    throw error;
  }
  const server = app;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      server.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await server.close(); // stops accepting, waits for in-flight requests
      await database.close(); // closes the engine and removes the PGlite lock file
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await server.listen({ port: config.port, host: config.host });
    const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    server.log.info(
      `Kênh is ready at http://${shownHost}:${port} (started in ${process.uptime().toFixed(1)} s)`,
    );
  } catch (error) {
    await server.close();
    await database.close();
    throw error;
  }
  return { app: server, database };
}
