import type { PermissionCode } from '@kenh/contract';
import { dataOf, signedInClient, type Client } from './api-client.js';
import type { TestApp } from './test-app.js';

/** Gives an account a direct grant of these codes (through the access API, as an admin would). */
export async function grant(admin: Client, accountId: number, permissions: PermissionCode[]): Promise<void> {
  dataOf(
    await admin.post('/decentralization/api/permission_function_account', {
      account_id: accountId,
      permissions,
      module_permission: {},
    }),
  );
}

/** A signed-in client holding exactly these codes (no grant at all when the list is empty). */
export async function clientWith(t: TestApp, admin: Client, permissions: PermissionCode[]): Promise<Client> {
  const client = await signedInClient(t);
  if (permissions.length > 0) await grant(admin, client.id, permissions);
  return client;
}

export interface TestDataScope {
  unrestricted?: boolean;
  area_ids?: number[];
  zone_ids?: number[];
  account_ids?: number[];
}

/**
 * Sets an account's data scope (through the access API). Restricted to nothing unless told
 * otherwise: `setDataScope(admin, id, { area_ids: [north] })`.
 */
export async function setDataScope(
  admin: Client,
  accountId: number,
  scope: TestDataScope = {},
): Promise<void> {
  dataOf(
    await admin.put(`/decentralization/api/data_scope/${accountId}`, {
      unrestricted: false,
      area_ids: [],
      zone_ids: [],
      account_ids: [],
      ...scope,
    }),
  );
}
