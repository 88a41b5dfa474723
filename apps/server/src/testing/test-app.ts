import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { deriveRole, type PermissionCode } from '@kenh/contract';
import { loadConfig, type AppConfig } from '../platform/config/config.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { pgliteTemplate } from './pglite-template.js';
import { postgresTemplate } from './postgres-template.js';
import { createScratchDatabase } from './scratch-database.js';
import type { AppContext } from '../platform/app-context.js';
import type { Caller } from '../platform/auth/caller.js';
import { buildApp } from '../app.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Bearer tokens that resolve straight to these callers (no account needed); see `testCaller`. */
  callers?: Record<string, Caller>;
  /** Test-only routes and record rules, registered after the modules and before the app is ready. */
  extend?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
  /**
   * Another test app's database: a second app instance on it (two server processes behind a load
   * balancer). Closing this app leaves the database to its owner.
   */
  database?: Database;
}

/**
 * A fresh database per call, copied from a migrated template: in-memory PGlite by default, or a
 * brand-new PostgreSQL database (created and dropped here) when TEST_DATABASE_URL points at a server
 * — what CI runs.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'kenh_test', await postgresTemplate(serverUrl));
  const database = await openDatabase({ url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A caller as the access module would resolve it; no permissions unless given. */
export function testCaller(
  overrides: Partial<Omit<Caller, 'permissions'>> & { permissions?: PermissionCode[] } = {},
): Caller {
  const { permissions = [], ...rest } = overrides;
  const accountId = rest.accountId ?? 1000;
  const isSuperuser = rest.isSuperuser ?? false;
  const position = rest.position ?? null;
  return {
    accountId,
    sessionId: `test-session-${accountId}`,
    username: `user${accountId}`,
    fullname: `Test User ${accountId}`,
    type: 'staff',
    systemKey: 'AD',
    isSuperuser,
    position,
    role: deriveRole(position, isSuperuser),
    modulePermission: {},
    scope: { unrestricted: true, areaIds: [], zoneIds: [], accountIds: [] },
    ...rest,
    permissions: new Set(permissions),
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: () => Promise.resolve() }
    : await openTestDatabase();
  const tempDataDir = env.DATA_DIR ? undefined : `/tmp/kenh-test-${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(tempDataDir ? { DATA_DIR: tempDataDir } : {}),
    ...env,
  });
  const cleanup = async () => {
    await drop();
    if (tempDataDir) await rm(tempDataDir, { recursive: true, force: true });
  };
  const callers = options.callers;
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      accessTokenSecret: randomBytes(32).toString('hex'),
      ...(callers
        ? {
            callerOverride: (token: string) =>
              Promise.resolve(Object.hasOwn(callers, token) ? callers[token]! : null),
          }
        : {}),
      ...(options.extend ? { extend: options.extend } : {}),
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
