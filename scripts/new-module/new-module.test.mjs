import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fill, moduleFiles, namesOf, registrations, removeTexts } from './generate.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const names = namesOf('price-tag');

describe('new-module', () => {
  it('spells a kebab-case name for each use and refuses any other name', () => {
    assert.deepEqual(namesOf('price-tag'), {
      kebab: 'price-tag',
      camel: 'priceTag',
      Pascal: 'PriceTag',
      snake: 'price_tag',
      CONST: 'PRICE_TAG',
      title: 'price tag',
      Title: 'Price tag',
    });
    for (const bad of ['PriceTag', 'price_tag', 'price--tag', '-price', '9tag', ''])
      assert.throws(() => namesOf(bad), /kebab-case/);
    assert.equal(
      fill('__camel__Api /__kebab__/ __snake__ __Pascal__', names),
      'priceTagApi /price-tag/ price_tag PriceTag',
    );
  });

  it('writes the module in all three layers, with tests and a docs stub, every token filled', () => {
    const files = moduleFiles(names);
    const paths = files.map((f) => f.path);
    for (const expected of [
      'packages/contract/src/price-tag/price-tag.api.ts',
      'packages/contract/src/price-tag/price-tag.status.ts',
      'apps/server/src/modules/price-tag/index.ts',
      'apps/server/src/modules/price-tag/price-tag.tables.ts',
      'apps/server/src/modules/price-tag/price-tag.routes.test.ts',
      'apps/web/src/modules/price-tag/manifest.ts',
      'apps/web/src/modules/price-tag/pages/PriceTagListPage.tsx',
      'apps/web/src/modules/price-tag/pages/PriceTagListPage.test.tsx',
      'docs/price-tag.md',
    ])
      assert.ok(paths.includes(expected), expected);
    for (const file of files) assert.doesNotMatch(file.content, /__[A-Za-z]+__/, file.path);
    const api = files.find((f) => f.path.endsWith('price-tag.api.ts'));
    assert.match(api.content, /const base = '\/price-tag\/api\/price-tag';/);
    assert.match(api.content, /permission: 'price_tag\.manage'/);
  });

  it('registers the module once in each shared file, and takes out exactly what it added', () => {
    for (const { file, texts, add } of registrations(names)) {
      const source = readFileSync(`${root}${file}`, 'utf8');
      const added = add(source);
      assert.notEqual(added, source, file);
      for (const text of texts) assert.equal(added.split(text).length, 2, `${file}: ${text}`);
      assert.equal(removeTexts(added, texts), source, file);
    }
  });

  it('adds a new layer after the existing ones, above any closing comment', () => {
    const layers = registrations(names).find((r) => r.file.endsWith('layers.ts'));
    const source = "export const MODULE_LAYERS = [\n  ['account'],\n  // Next: more\n];\n";
    assert.equal(
      layers.add(source),
      "export const MODULE_LAYERS = [\n  ['account'],\n  ['price-tag'],\n  // Next: more\n];\n",
    );
  });
});
