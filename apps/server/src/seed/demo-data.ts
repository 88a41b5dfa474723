import type { FastifyInstance } from 'fastify';
import { deriveRole, systemKeyOf } from '@kenh/contract';
import type { Caller } from '../platform/auth/caller.js';
import type { Db } from '../platform/db/database.js';
import { runInAmbientTransaction } from '../platform/db/ambient-transaction.js';
import type { SeedContext } from '../platform/modules/manifest.js';
import { runSeeds } from '../platform/modules/seed-runner.js';
import {
  DEFAULT_DEMO_PASSWORD,
  DEMO_ACCOUNTS,
  listAccountIdsBySystem,
  listAccountSummaries,
} from '../modules/account/index.js';
import { appContextOf, MODULES } from '../app.js';

export interface SeededAccount {
  username: string;
  fullname: string;
  type: string;
  role: string;
}

/**
 * The seed's actor: a super user by username (the demo `admin` once the account seed has run),
 * resolved on first use and kept. Unrestricted like any super user; its id goes into the trail.
 */
function superUserCaller(db: Db, username: string): () => Promise<Caller> {
  let caller: Promise<Caller> | undefined;
  const load = async (): Promise<Caller> => {
    const page = await listAccountSummaries(db, { search: username, page: 0, pageSize: 20 });
    const account = page.results.find((a) => a.username === username);
    if (!account) throw new Error(`Demo data: no account ${username} to act as`);
    return {
      accountId: account.id,
      sessionId: 'demo-seed',
      username: account.username,
      fullname: account.fullname,
      type: account.type,
      systemKey: systemKeyOf(account.system_key),
      isSuperuser: true,
      position: null,
      role: deriveRole(null, true),
      permissions: new Set(),
      modulePermission: {},
      scope: { unrestricted: true, areaIds: [], zoneIds: [], accountIds: [] },
    };
  };
  return () => (caller ??= load());
}

/** What every module's seed is given; `admin`: the super user the seeded records are written by. */
export function demoSeedContext(app: FastifyInstance, password: string, admin = 'admin'): SeedContext {
  const ctx = appContextOf(app);
  return { ctx, password, admin: superUserCaller(ctx.db, admin) };
}

/**
 * Loads the demo company on first start (an empty database): every module's manifest seed in its
 * order — accounts, roles, areas and zones, the organisation, ~200 staff and their contracts —
 * through the modules' services, not HTTP, in one transaction. Returns null when the database
 * already has accounts, so it runs once.
 */
export async function loadDemoData(
  app: FastifyInstance,
  db: Db,
  password?: string,
): Promise<SeededAccount[] | null> {
  if ((await listAccountIdsBySystem(db)).length > 0) return null;
  // One transaction for the whole seed: a start stopped half-way leaves nothing (the next start
  // seeds again instead of skipping a half-filled database), and ~1,000 writes commit once —
  // every service's own transaction becomes a savepoint (platform/db/ambient-transaction.ts).
  await runInAmbientTransaction(db, () =>
    runSeeds(MODULES, demoSeedContext(app, password ?? DEFAULT_DEMO_PASSWORD)),
  );
  return DEMO_ACCOUNTS.map((a) => ({
    username: a.username,
    fullname: a.fullname,
    type: a.type,
    role: deriveRole(a.position, a.isSuperuser ?? false),
  }));
}

/** The one-time listing printed at first start (and mirrored in the README). */
export function formatDemoAccounts(accounts: SeededAccount[], password: string): string {
  const lines = accounts.map(
    (a) => `  ${a.username.padEnd(16)} ${a.type.padEnd(10)} ${a.role.padEnd(6)} ${a.fullname}`,
  );
  return [
    'Demo data loaded. Accounts (all with the password below):',
    `  ${'username'.padEnd(16)} ${'type'.padEnd(10)} ${'role'.padEnd(6)} full name`,
    ...lines,
    `  password: ${password}`,
  ].join('\n');
}
