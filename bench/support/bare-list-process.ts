import { spawn } from 'node:child_process';
import { freePort } from '../../apps/server/src/testing/server-process.js';

/**
 * Starts `bare-list-server.ts` in a process of its own (so the load generator does not share its
 * thread) on a free port, serving the statements of `file` (a `Record<string, BareScenario>`).
 */
export async function startBareListServer(
  databaseUrl: string,
  file: string,
): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/support/bare-list-server.ts', String(port), databaseUrl, file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
