import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL_PATH, type LoginResult } from '@kenh/contract';
import { openDatabase } from '../../../platform/db/database.js';
import { TEST_PASSWORD } from '../../../testing/accounts.js';
import { createAccount } from '../../account/index.js';
import { connectAs, type LiveClient } from './live-test-client.js';
import { waitFor } from './wait-for.js';
import { spawnCompiled, standaloneServerEnvironment } from '../../../testing/compiled-server.js';

/*
 * Two real server processes on one PostgreSQL database (PGlite cannot be shared, so PostgreSQL
 * only): a notification created through process 2 reaches a socket held by process 1, through
 * LISTEN/NOTIFY.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

interface Started {
  child: ChildProcess;
  port: Promise<number>;
  exited: Promise<number | null>;
  output: () => string;
}

function startServer(env: Record<string, string>): Started {
  const child = spawnCompiled('main', [], {
    env: standaloneServerEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      return match ? Number(match[1]) : undefined;
    },
    'the server to listen',
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${out}`);
  });
  return { child, port, exited, output: () => out };
}

async function login(port: number, username: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: LoginResult }).data.access_token;
}

describe.runIf(serverUrl)('two server processes on one PostgreSQL database', () => {
  const name = `kenh_test_2p_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: Started[] = [];
  let dbUrl: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });

  it('a notification created through process 2 reaches the socket on process 1 within 1 s', async () => {
    const secret = randomBytes(48).toString('base64url');
    // Both start at once on the fresh database: the migration lock lets one migrate.
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `kenh-2p-${i}-`));
      dataDirs.push(dataDir);
      servers.push(startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir, ACCESS_TOKEN_SECRET: secret }));
    }
    const [port1, port2] = await Promise.all(servers.map((s) => s.port));

    const database = await openDatabase({ url: dbUrl });
    const suffix = randomBytes(3).toString('hex');
    let bId: number;
    try {
      const common = {
        password: TEST_PASSWORD,
        type: 'AD' as const,
        isActive: true,
        position: null,
        areaId: null,
        zoneId: null,
        parentId: null,
        email: null,
        phone: null,
      };
      bId = (
        await createAccount(database.db, {
          ...common,
          username: `b_${suffix}`,
          fullname: 'B',
          isSuperuser: false,
        })
      ).id;
      await createAccount(database.db, {
        ...common,
        username: `admin_${suffix}`,
        fullname: 'Admin',
        isSuperuser: true,
      });
    } finally {
      await database.close();
    }

    const bToken = await login(port1!, `b_${suffix}`);
    const adminToken = await login(port2!, `admin_${suffix}`);
    const socket: LiveClient = await connectAs(`ws://127.0.0.1:${port1}${LIVE_CHANNEL_PATH}`, bToken);

    const started = Date.now();
    const created = await fetch(`http://127.0.0.1:${port2}/notification/api/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ title: 'Từ tiến trình 2', content: 'Xin chào', recipients: { users: [bId] } }),
    });
    expect(created.status).toBe(200);
    const message = await waitFor(
      () => socket.messages.find((m) => m.type === 'notification'),
      'the notification on process 1',
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message).toMatchObject({
      notification: { user: bId, title: 'Từ tiến trình 2', content: 'Xin chào' },
    });
    socket.socket.close();

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  }, 120_000);
});
