import { describe, expect, it } from 'vitest';
import type { ModuleManifest, SeedContext } from './manifest.js';
import { orderModules } from './module-order.js';
import { runSeeds } from './seed-runner.js';

const manifest = (name: string, dependsOn: string[] = [], seed?: ModuleManifest['seed']): ModuleManifest => ({
  name,
  dependsOn,
  register: () => undefined,
  ...(seed ? { seed } : {}),
});
const names = (list: ModuleManifest[]) => list.map((m) => m.name);

describe('orderModules', () => {
  it('puts every module after its dependencies, keeping the list order otherwise', () => {
    const ordered = orderModules([
      manifest('staff', ['organization', 'account']),
      manifest('account'),
      manifest('organization', ['account']),
      manifest('geography'),
    ]);
    expect(names(ordered)).toEqual(['account', 'organization', 'staff', 'geography']);
  });

  it('refuses an unknown dependency, a duplicate and a cycle', () => {
    expect(() => orderModules([manifest('staff', ['nowhere'])])).toThrow(
      'Module staff depends on nowhere, which is not registered',
    );
    expect(() => orderModules([manifest('a'), manifest('a')])).toThrow('Module a is listed twice');
    expect(() => orderModules([manifest('a', ['b']), manifest('b', ['c']), manifest('c', ['a'])])).toThrow(
      'Module dependency cycle: a → b → c → a',
    );
  });
});

describe('runSeeds', () => {
  const context = {} as SeedContext;

  it('runs the seeds in ascending order', async () => {
    const ran: string[] = [];
    const step = (name: string, order: number) => ({
      order,
      run: () => Promise.resolve(void ran.push(name)),
    });
    await runSeeds(
      [manifest('b', ['a'], step('b', 20)), manifest('a', [], step('a', 10)), manifest('c')],
      context,
    );
    expect(ran).toEqual(['a', 'b']);
  });

  it('refuses a seed ordered before a module it depends on, before running any', async () => {
    const run = () => Promise.reject(new Error('must not run'));
    await expect(
      runSeeds([manifest('a', [], { order: 30, run }), manifest('b', ['a'], { order: 20, run })], context),
    ).rejects.toThrow('Seed of b (20) runs before its dependency a (30)');
  });
});
