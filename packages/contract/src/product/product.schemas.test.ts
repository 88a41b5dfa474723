import { describe, expect, it } from 'vitest';
import { productFields, type ProductFields } from './product.schemas.js';

const variant = (values: string[], barcode?: string) => ({
  option_values: values,
  units: [
    { unit_id: 1, factor: 1, barcode: barcode ?? null },
    { unit_id: 2, factor: 24 },
  ],
});

const base: ProductFields = {
  name: 'Nước tăng lực Sting',
  options: [
    { name: 'Hương vị', values: ['Dâu', 'Vàng'] },
    { name: 'Dung tích', values: ['330ml'] },
  ],
  variants: [variant(['Dâu', '330ml'], '8934588012228'), variant(['Vàng', '330ml'])],
};

const messages = (input: ProductFields) => {
  const result = productFields.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('product form schema', () => {
  it('accepts variants that each pick one value per option', () => {
    expect(messages(base)).toEqual([]);
  });

  it('refuses a variant missing an option value or naming an unknown one', () => {
    expect(messages({ ...base, variants: [variant(['Dâu'])] })).toEqual([
      'variants.0.option_values: product.variant_values_invalid',
    ]);
    expect(messages({ ...base, variants: [variant(['Cam', '330ml'])] })).toEqual([
      'variants.0.option_values: product.variant_values_invalid',
    ]);
  });

  it('refuses the same combination twice, ignoring case and diacritics', () => {
    expect(messages({ ...base, variants: [variant(['Dâu', '330ml']), variant(['dau', '330ML'])] })).toEqual([
      'variants.1.option_values: product.variant_repeated',
    ]);
  });

  it('refuses a barcode used twice and a wrong check digit', () => {
    const twice = [variant(['Dâu', '330ml'], '8934588012228'), variant(['Vàng', '330ml'], '8934588012228')];
    expect(messages({ ...base, variants: twice })).toEqual([
      'variants.1.units.0.barcode: product.barcode_repeated',
    ]);
    expect(messages({ ...base, variants: [variant(['Dâu', '330ml'], '8934588012229')] })).toEqual([
      'variants.0.units.0.barcode: product.barcode_invalid',
    ]);
  });

  it('needs exactly one base unit per variant and integer factors', () => {
    const noBase = { option_values: ['Dâu', '330ml'], units: [{ unit_id: 2, factor: 24 }] };
    expect(messages({ ...base, variants: [noBase] })).toEqual([
      'variants.0.units: product.base_unit_required',
    ]);
    const fraction = {
      option_values: ['Dâu', '330ml'],
      units: [
        { unit_id: 1, factor: 1 },
        { unit_id: 2, factor: 2.5 },
      ],
    };
    expect(messages({ ...base, variants: [fraction] })).toEqual([
      'variants.0.units.1.factor: product.factor_integer',
    ]);
  });
});
