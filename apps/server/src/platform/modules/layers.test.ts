import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layerOf, MODULE_LAYERS } from './layers.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Module roots: a module is one folder below each root. */
const ROOTS = ['apps/server/src/modules', 'apps/web/src/modules', 'packages/contract/src'];
/**
 * Cycles still to break, per root (reported to issue 10): the contract's account schemas use the
 * access module's permission map and derived roles, whose schemas use account's. Emptied when fixed:
 * the test then fails until this entry goes.
 */
const KNOWN_CYCLES: Record<string, string[] | null> = {
  'packages/contract/src': ['access', 'account', 'access'],
};

/** Contract folders that are not modules (the platform of the contract). */
const NOT_MODULES = new Set(['platform', 'shared']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });

/** Relative import specifiers of a file (static, re-exports and dynamic imports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    found.push(match[1]!);
  return found;
}

/** Module → modules it imports (other than itself), per root; production files only. */
function moduleGraph(root: string): Map<string, Map<string, string>> {
  const base = path.join(repo, root);
  const graph = new Map<string, Map<string, string>>();
  for (const module of readdirSync(base)) {
    if (NOT_MODULES.has(module) || !statSync(path.join(base, module)).isDirectory()) continue;
    const edges = new Map<string, string>();
    for (const file of sourceFiles(path.join(base, module))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      for (const spec of importsOf(file)) {
        const target = path.relative(base, path.resolve(path.dirname(file), spec)).split(path.sep)[0]!;
        if (
          target === module ||
          target.startsWith('..') ||
          !statSync(path.join(base, target), { throwIfNoEntry: false })?.isDirectory()
        )
          continue;
        if (NOT_MODULES.has(target)) continue;
        edges.set(target, path.relative(repo, file));
      }
    }
    graph.set(module, edges);
  }
  return graph;
}

/** The first import cycle found, as a path of module names, or null. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: string, trail: string[]): string[] | null => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'visiting') return [...trail.slice(trail.indexOf(module)), module];
    state.set(module, 'visiting');
    for (const target of graph.get(module)?.keys() ?? []) {
      const cycle = visit(target, [...trail, module]);
      if (cycle) return cycle;
    }
    state.set(module, 'done');
    return null;
  };
  for (const module of graph.keys()) {
    const cycle = visit(module, []);
    if (cycle) return cycle;
  }
  return null;
}

describe.each(ROOTS)('module layers in %s', (root) => {
  const graph = moduleGraph(root);

  it('places every module in a layer', () => {
    expect([...graph.keys()].filter((m) => layerOf(m) === undefined)).toEqual([]);
  });

  it('imports only modules of the same or a lower layer', () => {
    const violations = [...graph].flatMap(([module, edges]) =>
      [...edges]
        .filter(([target]) => (layerOf(target) ?? Infinity) > (layerOf(module) ?? -1))
        .map(([target, file]) => `${file} imports ${target}`),
    );
    expect(violations).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycle(graph)).toEqual(KNOWN_CYCLES[root] ?? null);
  });
});

describe('the layer checks', () => {
  it('find a cycle and order layers', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a.ts']])],
      ['b', new Map([['a', 'b.ts']])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'a']);
    expect(layerOf('account')).toBeLessThan(layerOf('staff')!);
    expect(MODULE_LAYERS.flat()).not.toContain('platform');
  });
});
