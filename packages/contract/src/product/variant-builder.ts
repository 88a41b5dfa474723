/** Options as the product form holds them: a name and its values. */
export interface OptionValues {
  name: string;
  values: readonly string[];
}

/**
 * Every combination of the options' values, in form order (the first option varies slowest):
 * flavour [Cam, Chanh] × size [330ml, 1,5L] gives four combinations. No options: one empty one.
 */
export function optionCombinations(options: readonly OptionValues[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

/** The default variant name: the product name and the values ("Sting - Dâu - 330ml"). */
export function variantDisplayName(productName: string, values: readonly string[]): string {
  return [productName, ...values].join(' - ');
}

/** The default variant code: the product code and a two-digit position ("SP000012-01"). */
export function variantDefaultCode(productCode: string, position: number): string {
  return `${productCode}-${String(position + 1).padStart(2, '0')}`;
}
