import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { DeleteProtectionRegistry } from './delete-protection.js';
import { definePort, PortRegistry } from './ports.js';

describe('PortRegistry', () => {
  const double = definePort<(n: number) => number>('test.double');

  it('resolves a port taken before its provider registered, on each call', () => {
    const ports = new PortRegistry();
    const use = ports.use(double);
    expect(() => use(2)).toThrow('Port test.double has no provider');
    ports.provide(double, (n) => n * 2);
    expect(use(21)).toBe(42);
  });

  it('refuses a second provider and reports ports nobody provided', () => {
    const ports = new PortRegistry();
    const other = definePort<() => void>('test.other');
    ports.provide(double, (n) => n);
    expect(() => ports.provide(double, (n) => n)).toThrow('Port test.double is provided twice');
    expect(() => ports.assertProvided([double, other])).toThrow('Ports without a provider: test.other');
  });
});

describe('DeleteProtectionRegistry', () => {
  const db = {} as Db;
  const registry = () => {
    const held = new Map<string, number>();
    const protection = new DeleteProtectionRegistry();
    for (const holder of ['zone', 'account']) {
      protection.register({
        record: 'area',
        holder,
        count: (_db, id) => Promise.resolve(held.get(`${holder}:${id}`) ?? 0),
        message: holder === 'zone' ? 'locate.area_has_zones' : 'locate.area_has_accounts',
      });
    }
    return { protection, held };
  };

  it('refuses with the first holder still counting rows, naming it with the count', async () => {
    const { protection, held } = registry();
    await expect(protection.assertDeletable(db, 'area', 7)).resolves.toBeUndefined();
    held.set('account:7', 3);
    held.set('zone:7', 2);
    const refusal = await protection.assertDeletable(db, 'area', 7).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      messageKey: 'locate.area_has_zones',
      options: { params: { n: 2 } },
    });
    held.delete('zone:7');
    await expect(protection.assertDeletable(db, 'area', 7)).rejects.toMatchObject({
      messageKey: 'locate.area_has_accounts',
    });
    expect(protection.holdersOf('area')).toEqual(['zone', 'account']);
  });

  it('refuses a holder declared twice and a message not in the catalogue, at start', () => {
    const { protection } = registry();
    const usage = {
      record: 'area' as const,
      holder: 'zone',
      count: () => Promise.resolve(0),
      message: 'locate.area_has_zones',
    };
    expect(() => protection.register(usage)).toThrow('Delete protection of area by zone is registered twice');
    expect(() => protection.register({ ...usage, holder: 'x', message: 'locate.no_such_key' })).toThrow(
      'Delete protection message locate.no_such_key is not in the catalogue',
    );
  });
});
