import type { ReactNode } from 'react';
import { foldedMatchRanges, matchesFolded } from '@kenh/contract';

export type SelectRawValue = string | number;

/** A select option (spec §3): a label, an optional second line (`label_child`) and a value. */
export interface SelectOption<V extends SelectRawValue = SelectRawValue> {
  label: string;
  label_child?: string;
  value: V;
  disabled?: boolean;
}

/** Spec §4: a select is empty when its value is missing, null, an empty object or an empty array. */
export function isEmptySelectValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Search inside a select: ignores case and Vietnamese diacritics, on the label or the child label. */
export function optionMatches(option: Pick<SelectOption, 'label' | 'label_child'>, query: string): boolean {
  return (
    matchesFolded(option.label, query) ||
    (option.label_child !== undefined &&
      option.label_child !== '' &&
      matchesFolded(option.label_child, query))
  );
}

/** `text` with the characters matching `query` (folded) wrapped in `<mark>`. */
export function HighlightedText({ text, query }: { text: string; query: string }): ReactNode {
  const ranges = foldedMatchRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="kenh-highlight" style={{ padding: 0, backgroundColor: '#ffe58f' }}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
