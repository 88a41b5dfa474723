import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../platform/config/config.js';
import { openDatabase } from '../platform/db/database.js';
import { createAccount } from '../modules/account/index.js';
import { AppError } from '../platform/http/app-error.js';
import { translate } from '../platform/http/locale.js';

/**
 * Creates the first super user of a production install (no demo data there):
 *   npm run create-admin -- --username admin --fullname "Quản trị hệ thống" [--email a@b.vn]
 * The password comes from ADMIN_PASSWORD or is asked on the terminal; it is never a CLI argument,
 * so it does not end up in shell history or the process list.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string', default: 'admin' },
      fullname: { type: 'string', default: 'Quản trị hệ thống' },
      email: { type: 'string' },
    },
  });
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new super user (min 8 characters): ');
    rl.close();
  }
  if (password.length < 8) throw new Error('The password needs at least 8 characters.');

  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    const account = await createAccount(database.db, {
      username: values.username,
      password,
      fullname: values.fullname,
      email: values.email ?? null,
      type: 'AD',
      isSuperuser: true,
    });
    console.log(`Super user "${account.username}" created (id ${account.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const reason =
    error instanceof AppError
      ? translate(error.messageKey, 'en')
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`create-admin failed: ${reason}`);
  process.exit(1);
});
