// Runs the browser test files (all of tests/, or the files given as arguments): seeds the demo data
// once, then runs several files at a time, each with its own server, data folder and browser
// (docs/decisions/0016). A browser test mostly waits on the page, so on a two-core machine two
// files at a time take half as long as one; E2E_CONCURRENCY overrides.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, prepareDataTemplate } from './server.js';

const E2E_DIR = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

/**
 * The files that take longest (measured in CI: the price list waits one to two minutes for its
 * minute to come, navigation walks every entry, 60–160 s each): they start first, or the run ends
 * with one of them alone. Files run in this order, then the others in name order.
 */
const LONGEST = [
  'price-list.e2e.ts',
  'navigation.e2e.ts',
  'organisation.e2e.ts',
  'loading.e2e.ts',
  'delivery.e2e.ts',
];

/** The given files, or every test file, the longest first. */
function testFiles(): string[] {
  const given = process.argv.slice(2);
  if (given.length > 0) return given;
  const rank = (name: string) => (LONGEST.includes(name) ? LONGEST.indexOf(name) : LONGEST.length);
  return readdirSync(path.join(E2E_DIR, 'tests'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => path.join('tests', name));
}

function runTests(files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...files],
    { cwd: E2E_DIR, env, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const template = await prepareDataTemplate();
console.log(`Demo data seeded once for every file in ${Math.round((Date.now() - started) / 1000)} s.`);
try {
  process.exitCode = await runTests(testFiles(), { ...process.env, [DATA_TEMPLATE_ENV]: template.dir });
} finally {
  await template.remove();
}
