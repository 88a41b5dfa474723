import type { PermissionCode } from '@kenh/contract';
import { dataOf, signedInClient, type Client } from '../access/access-test-kit.js';
import type { TestApp } from '../../testing/test-app.js';

export { dataOf, EN, errorsOf, messageOf, superClient, type Client } from '../access/access-test-kit.js';

export const ORG = '/organization/api';

/** A signed-in account holding exactly these permission codes (a direct grant). */
export async function clientWith(t: TestApp, admin: Client, permissions: PermissionCode[]): Promise<Client> {
  const client = await signedInClient(t);
  dataOf(
    await admin.post('/decentralization/api/permission_function_account', {
      account_id: client.id,
      permissions,
      module_permission: {},
    }),
  );
  return client;
}
