import type { FastifyInstance } from 'fastify';
import { accessApi, accountApi, deriveRole } from '@kenh/contract';
import type { Db } from '../platform/db/database.js';
import { createAccount, listAccountIdsBySystem } from '../modules/account/index.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_ROLES } from './demo-accounts.js';
import { seedLocateDemo } from './locate-demo.js';
import { seedOrganizationDemo } from './organization-demo.js';
import { seedStaffDemo } from './staff-demo.js';
import { seedEmployeeContractDemo } from './employee-contract-demo.js';
import { call } from './seed-call.js';

export interface SeededAccount {
  username: string;
  fullname: string;
  type: string;
  role: string;
}

/**
 * Loads the demo company on first start (an empty database): one account per type and per
 * position-derived role, the roles they work with, and the staff hierarchy. Returns null when the
 * database already has accounts, so it runs once.
 */
export async function loadDemoData(
  app: FastifyInstance,
  db: Db,
  password?: string,
): Promise<SeededAccount[] | null> {
  if ((await listAccountIdsBySystem(db)).length > 0) return null;
  const demoPassword = password ?? DEFAULT_DEMO_PASSWORD;
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const parentId = account.parent ? ids.get(account.parent) : undefined;
    const row = await createAccount(db, {
      username: account.username,
      password: demoPassword,
      fullname: account.fullname,
      type: account.type,
      position: account.position,
      isSuperuser: account.isSuperuser ?? false,
      email: account.email ?? null,
      phone: account.phone ?? null,
      parentId: parentId ?? null,
      profile: account.profile ?? [],
    });
    ids.set(account.username, row.id);
  }

  const login = await app.inject({
    method: 'POST',
    url: accountApi.login.path,
    payload: { username: 'admin', password: demoPassword },
  });
  const token = login.json<{ data: { access_token: string } }>().data.access_token;
  for (const role of DEMO_ROLES) {
    const created = await call<{ id: number }>(app, accessApi.createRole, token, {
      name: role.name,
      description: role.description,
      system_key: 'AD',
      permissions: role.permissions,
      module_permission: {},
    });
    const members = DEMO_ACCOUNTS.filter((a) => a.roles.includes(role.name)).map((a) => ids.get(a.username));
    await call(app, accessApi.setRoleAccounts, token, { account_ids: members }, { id: created.id });
  }
  // The organisation, in dependency order: areas and zones, then offices/positions/units, then the
  // staff placed in them, then their labour contracts.
  await seedLocateDemo(app, db, token);
  await seedOrganizationDemo(app, db, token);
  await seedStaffDemo(app, db, token);
  await seedEmployeeContractDemo(app, db, token);
  await call(app, accountApi.logout, token, {});

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
