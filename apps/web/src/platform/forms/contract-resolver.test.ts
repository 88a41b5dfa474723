import { describe, expect, it } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  region: z.enum(['north', 'south'], { message: 'validation.select_required' }),
  size: z.coerce.number().int(),
});

/** What the form holds: an empty select is null, a number input holds text until parsed. */
interface Values {
  name: string;
  region: 'north' | 'south' | null;
  size: string | number;
}

const resolver: Resolver<Values, unknown, z.output<typeof schema>> = contractResolver(schema);
const run = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: undefined });

describe('contractResolver', () => {
  it('gives handleSubmit the parsed output of the schema', async () => {
    const result = await run({ name: '  Kho  ', region: 'north', size: '12' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Kho', region: 'north', size: 12 });
  });

  it('puts the contract message keys under the fields a draft leaves invalid', async () => {
    const result = await run({ name: ' ', region: null, size: '3' });
    expect(result.errors.name?.message).toBe('validation.required');
    expect(result.errors.region?.message).toBe('validation.select_required');
    expect(result.errors.size).toBeUndefined();
  });

  it('accepts only form values that are drafts of the schema input (checked by tsc)', () => {
    // @ts-expect-error -- `name` is text in the schema, never a number
    const wrong: Resolver<{ name: number }, unknown, z.output<typeof schema>> = contractResolver(schema);
    // @ts-expect-error -- the output is the schema's, not another shape
    const output: Resolver<Values, unknown, { other: string }> = contractResolver(schema);
    expect([wrong, output]).toHaveLength(2);
  });
});
