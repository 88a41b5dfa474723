import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
let project;
let reports;

/** Files of a throw-away project (its own tsconfig on the repository's base). */
const PROBES = {
  'wrong.ts': [
    "export const count: number = 'three';",
    'export function twice(n: number): number {',
    '  return n.toFixed(2);',
    '}',
    '',
  ].join('\n'),
  'sound.ts': 'export const count: number = 3;\n',
  'unused.ts': 'export const pairs = [1, 2].map((v, i) => i);\n',
};

/**
 * The rule's reports per probe file, from ESLint's command line as `npm run lint:eslint` runs it
 * (typed linting builds its programs differently there than through the Node API).
 */
async function typeErrorsByFile() {
  const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const files = Object.keys(PROBES).map((name) => path.join(project, name));
  const run = promisify(execFile)(process.execPath, [eslint, '--no-ignore', '--format', 'json', ...files], {
    cwd: root,
  });
  // ESLint exits 1 when it reports errors; its JSON is on stdout either way.
  const { stdout } = await run.catch((error) => error);
  const byFile = {};
  for (const result of JSON.parse(stdout)) {
    assert.deepEqual(
      result.messages.filter((m) => m.fatal),
      [],
      'the probe was linted with types',
    );
    byFile[path.basename(result.filePath)] = result.messages
      .filter((m) => m.ruleId === 'kenh/type-errors')
      .map((m) => `${m.line}:${m.message}`);
  }
  return byFile;
}

describe('kenh/type-errors', () => {
  before(async () => {
    project = await mkdtemp(path.join(root, 'scripts/lint/.probe-'));
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['*.ts'] }),
    );
    for (const [name, code] of Object.entries(PROBES)) await writeFile(path.join(project, name), code);
    reports = await typeErrorsByFile();
  });
  after(() => rm(project, { recursive: true, force: true }));

  it("reports the compiler's errors at their line, and nothing for sound code", () => {
    assert.deepEqual(reports['wrong.ts'], [
      "1:TS2322: Type 'string' is not assignable to type 'number'.",
      "3:TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
    assert.deepEqual(reports['sound.ts'], []);
  });

  it('leaves unused names to no-unused-vars, as tsc with our tsconfigs does', () => {
    assert.deepEqual(reports['unused.ts'], []);
  });
});
