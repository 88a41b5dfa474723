import type { PermissionCode } from '@kenh/contract';
import { grant } from '../testing/access-grants.js';
import { bearer, createTestAccount, loginAs, type TestAccount } from '../testing/accounts.js';
import { clientFor, type Client } from '../testing/api-client.js';
import type { TestApp } from '../testing/test-app.js';

/** Answers 200 for any live session, with what the session may do. */
const WHO_AM_I = '/account/v1/api/role/get_user_permission';

/**
 * A signed-in account used as a test caller, which can tell whether a request sent earlier ended
 * or changed it (logout, password change, deactivation, a lost grant) and then come back: signed in
 * again, or re-created with the same grant when it cannot sign in any more.
 */
export interface RealCaller {
  label: string;
  headers(): Record<string, string>;
  /** The current account's id (changes when the caller had to be re-created). */
  accountId(): number;
  /** True when the session still works and still holds what it was made with. */
  healthy(): Promise<boolean>;
  /** Makes the caller usable again; true when something had to be done. */
  heal(): Promise<boolean>;
}

interface Spec {
  label: string;
  superuser: boolean;
  permissions: PermissionCode[];
}

export class CallerPool {
  private readonly callers: RealCaller[] = [];
  /** The super user, also the admin that grants permissions to the others. */
  readonly superUser: RealCaller;

  private constructor(private readonly t: TestApp) {
    this.superUser = this.make({ label: 'super', superuser: true, permissions: [] });
  }

  static async create(t: TestApp): Promise<CallerPool> {
    const pool = new CallerPool(t);
    await pool.superUser.heal();
    return pool;
  }

  /** An admin client acting as the (healed) super user. */
  async admin(): Promise<Client> {
    await this.superUser.heal();
    return clientFor(this.t, 0, this.superUser.headers());
  }

  /** A caller holding exactly these codes (none: a signed-in account without any grant). */
  async withPermissions(label: string, permissions: PermissionCode[]): Promise<RealCaller> {
    const caller = this.make({ label, superuser: false, permissions });
    await caller.heal();
    return caller;
  }

  private make(spec: Spec): RealCaller {
    const t = this.t;
    let account: TestAccount | null = null;
    let headers: Record<string, string> = {};
    const healthy = async () => {
      if (!account) return false;
      const response = await t.app.inject({ url: WHO_AM_I, headers });
      if (response.statusCode !== 200) return false;
      const data = response.json<{ data: { permission: string[]; is_superuser: boolean } }>().data;
      if (spec.superuser) return data.is_superuser;
      return !data.is_superuser && spec.permissions.every((code) => data.permission.includes(code));
    };
    const caller: RealCaller = {
      label: spec.label,
      headers: () => headers,
      accountId: () => account?.id ?? 0,
      healthy,
      heal: async () => {
        if (await healthy()) return false;
        if (account) {
          const session = await loginAs(t, account.username, account.password).catch(() => null);
          headers = session ? bearer(session.accessToken) : {};
          if (session && (await healthy())) return true;
        }
        account = await createTestAccount(t, { isSuperuser: spec.superuser });
        headers = bearer((await loginAs(t, account.username, account.password)).accessToken);
        if (spec.permissions.length > 0) {
          if (caller !== this.superUser) await grant(await this.admin(), account.id, spec.permissions);
        }
        return true;
      },
    };
    this.callers.push(caller);
    return caller;
  }
}
