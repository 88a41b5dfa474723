#!/usr/bin/env node
/*
 * `npm run new-module -- <name>`: writes a working module (contract, server, web, tests, docs stub)
 * from templates/, registers it in each layer and regenerates the squashed migration.
 * `npm run new-module -- <name> --remove` takes a generated module out again (files, registration
 * lines, migration). See docs/adding-a-module.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles, namesOf, registrations, removeTexts } from './generate.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const remove = args.includes('--remove');
const [name] = args.filter((a) => !a.startsWith('--'));

function run(command, commandArgs) {
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
}

function main() {
  if (!name) throw new Error('usage: npm run new-module -- <kebab-case-name> [--remove]');
  const names = namesOf(name);
  const files = moduleFiles(names);
  const folders = [
    `packages/contract/src/${name}`,
    `apps/server/src/modules/${name}`,
    `apps/web/src/modules/${name}`,
  ];

  if (remove) {
    for (const folder of folders) rmSync(join(root, folder), { recursive: true, force: true });
    rmSync(join(root, `docs/${name}.md`), { force: true });
    for (const { file, texts } of registrations(names)) {
      const path = join(root, file);
      writeFileSync(path, removeTexts(readFileSync(path, 'utf8'), texts));
    }
  } else {
    const taken = [...folders, `docs/${name}.md`].filter((p) => existsSync(join(root, p)));
    if (taken.length > 0) throw new Error(`already there: ${taken.join(', ')}`);
    // Registrations first: a missing anchor stops the run before any file is written.
    const registered = registrations(names).map(({ file, add }) => ({
      path: join(root, file),
      text: add(readFileSync(join(root, file), 'utf8')),
    }));
    for (const file of files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    }
    for (const { path, text } of registered) writeFileSync(path, text);
    run('npx', ['prettier', '--log-level', 'warn', '--write', ...files.map((f) => f.path)]);
  }
  // One squashed migration until the first release (docs/decisions/0003-squashed-migration.md).
  run('bash', ['scripts/regen-migrations.sh']);

  const verb = remove ? 'removed' : 'created';
  console.log(
    `\nmodule ${name} ${verb} (${files.length} files; registered in ${registrations(names).length} files)`,
  );
  if (!remove) {
    console.log(`next: npx tsc --noEmit -p packages/contract && npx tsc --noEmit -p apps/server && npx tsc --noEmit -p apps/web
      cd apps/server && npx vitest run src/modules/${name} src/security
      cd apps/web && npx vitest run src/modules/${name}
then replace the generic fields and words with the module's own (docs/adding-a-module.md).`);
  }
}

try {
  main();
} catch (error) {
  console.error(`new-module: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
