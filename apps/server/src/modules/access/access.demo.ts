import { DEMO_ROLES, systemKeyOf, type SystemKey } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { DEMO_ACCOUNTS, listAccountSummaries } from '../account/index.js';
import { ROLE } from './named-set.kinds.js';
import { createNamedSetService } from './named-set.service.js';

/**
 * The demo roles, each with the demo accounts that list it, through the role service (audited).
 * A role grants under one permission key (docs/access-control.md) — staff sessions carry AD, the
 * accountant KT, the customer KH, partners and field staff `default` — so a role whose members
 * sign in under several keys is created once per key, with the same name and grant.
 */
export async function seedDemoRoles({ ctx, admin }: SeedContext): Promise<void> {
  const caller = await admin();
  const roles = createNamedSetService(ctx.db, ROLE, ctx.deleteProtection);
  const page = await listAccountSummaries(ctx.db, { page: 0, pageSize: DEMO_ACCOUNTS.length + 1 });
  const idOf = new Map(page.results.map((a) => [a.username, a.id]));
  for (const role of DEMO_ROLES) {
    const membersByKey = new Map<SystemKey, number[]>([['AD', []]]);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.roles.includes(role.name))) {
      const id = idOf.get(account.username);
      if (id === undefined) continue;
      const key = systemKeyOf(account.type);
      membersByKey.set(key, [...(membersByKey.get(key) ?? []), id]);
    }
    for (const [key, accountIds] of membersByKey) {
      // Every role exists for staff (AD), members or not; other keys only where a member needs it.
      if (key !== 'AD' && accountIds.length === 0) continue;
      await roles.create(
        {
          name: role.name,
          description: role.description,
          system_key: key,
          grant: { permissions: [...role.permissions], module_permission: {} },
          account_ids: accountIds,
        },
        caller,
      );
    }
  }
}
