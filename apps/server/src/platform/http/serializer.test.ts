import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plain, serializerCompiler } from './serializer.js';

describe('response serializer', () => {
  const at = new Date('2026-11-26T05:54:15.123Z');

  it('turns every Date into its ISO string, however deep, without touching the answer given', () => {
    const answer = Object.freeze({
      results: Object.freeze([Object.freeze({ id: 1, createdAt: at, tags: Object.freeze(['a']) })]),
      total: 1,
      meta: Object.freeze({ when: [at, null] }),
    });
    expect(plain(answer)).toEqual({
      results: [{ id: 1, createdAt: '2026-11-26T05:54:15.123Z', tags: ['a'] }],
      total: 1,
      meta: { when: ['2026-11-26T05:54:15.123Z', null] },
    });
    expect(answer.results[0]!.createdAt).toBe(at);
  });

  it('hands back parts without a Date as they are (no copy)', () => {
    const rows = [{ id: 1, name: 'Vùng 1' }];
    const answer = { rows, when: at };
    const converted = plain(answer) as typeof answer;
    expect(converted).not.toBe(answer);
    expect(converted.rows).toBe(rows);
    expect(plain(rows)).toBe(rows);
  });

  it('parses with the contract schema: unknown fields are stripped, a broken answer throws', () => {
    const serialize = serializerCompiler({
      schema: z.object({ id: z.number(), at: z.string() }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ id: 1, at, passwordHash: 'secret' })).toBe('{"id":1,"at":"2026-11-26T05:54:15.123Z"}');
    expect(() => serialize({ id: 'one', at })).toThrow();
  });
});
