import { DEMO_ROLES } from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { DEMO_ACCOUNTS, listAccountSummaries } from '../account/index.js';
import { ROLE } from './named-set.kinds.js';
import { createNamedSetService } from './named-set.service.js';

/** The demo roles, each with the demo accounts that list it, through the role service (audited). */
export async function seedDemoRoles({ ctx, admin }: SeedContext): Promise<void> {
  const caller = await admin();
  const roles = createNamedSetService(ctx.db, ROLE);
  const page = await listAccountSummaries(ctx.db, { page: 0, pageSize: DEMO_ACCOUNTS.length + 1 });
  const idOf = new Map(page.results.map((a) => [a.username, a.id]));
  for (const role of DEMO_ROLES) {
    const members = DEMO_ACCOUNTS.filter((a) => a.roles.includes(role.name));
    await roles.create(
      {
        name: role.name,
        description: role.description,
        system_key: 'AD',
        grant: { permissions: [...role.permissions], module_permission: {} },
        account_ids: members.flatMap((a) => idOf.get(a.username) ?? []),
      },
      caller,
    );
  }
}
