import { optionCombinations } from '@kenh/contract';

/** An option of a product while the form is filled: a name and its values (`Hương vị: Cam, Chanh`). */
export interface OptionDraft {
  name: string;
  values: string[];
}

/** What the builder needs of a variant row: the option values it stands for, in option order. */
export interface VariantRowBase {
  option_values: string[];
}

/** One key per combination, so a row is found again whatever else changed in the options. */
export function combinationKey(values: readonly string[]): string {
  return JSON.stringify(values);
}

/**
 * Every combination of the options' values (the contract's rule, which the server checks too).
 * Options without values yet are left out while the form is filled; no option at all gives the one
 * combination of a plain product.
 */
export function combinations(options: readonly OptionDraft[]): string[][] {
  return optionCombinations(options.filter((option) => option.values.length > 0));
}

const isPrefix = (prefix: readonly string[], values: readonly string[]) =>
  prefix.length < values.length && prefix.every((value, i) => values[i] === value);

/**
 * The variant rows for the options: one per combination not removed by the user, in combination
 * order. A combination that already had a row keeps that row as it was edited; when an option is
 * added, a row of the shorter combination carries on as the first combination extending it (the
 * plain product's row becomes the first variant); any other new combination gets `create(values)`;
 * rows whose combination is gone drop out.
 */
export function planVariants<V extends VariantRowBase>(
  options: readonly OptionDraft[],
  current: readonly V[],
  removed: ReadonlySet<string>,
  create: (values: string[]) => V,
): V[] {
  const existing = new Map(current.map((row) => [combinationKey(row.option_values), row]));
  const wanted = combinations(options).filter((values) => !removed.has(combinationKey(values)));
  const kept = new Set(wanted.flatMap((values) => existing.get(combinationKey(values)) ?? []));
  const extendable = current.filter((row) => !kept.has(row));
  return wanted.map((values) => {
    const same = existing.get(combinationKey(values));
    if (same) return same;
    const at = extendable.findIndex((row) => isPrefix(row.option_values, values));
    if (at < 0) return create(values);
    const [row] = extendable.splice(at, 1);
    return { ...row!, option_values: values };
  });
}

/** "Cam · 330ml": how a variant row is named in the builder (empty for a product without options). */
export function combinationLabel(values: readonly string[]): string {
  return values.join(' · ');
}

/** Trims a typed value and refuses blanks and repeats within the option (ignoring case). */
export function acceptValue(values: readonly string[], typed: string): string | undefined {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (value === '') return undefined;
  const folded = value.toLocaleLowerCase('vi');
  return values.some((v) => v.toLocaleLowerCase('vi') === folded) ? undefined : value;
}

/** The combinations the rows leave out: a saved product's removed variants stay removed when edited. */
export function missingCombinations(
  options: readonly OptionDraft[],
  rows: readonly VariantRowBase[],
): Set<string> {
  const present = new Set(rows.map((row) => combinationKey(row.option_values)));
  return new Set(
    combinations(options)
      .map(combinationKey)
      .filter((key) => !present.has(key)),
  );
}
