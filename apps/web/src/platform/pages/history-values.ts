import { formatDateTime } from '@kenh/contract';

export interface HistoryValueTexts {
  blank: string;
  yes: string;
  no: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An audited value as a person reads it: dates dd/mm/yyyy, yes/no, lists joined, blanks marked. */
export function historyValueText(value: unknown, texts: HistoryValueTexts): string {
  if (value === null || value === undefined || value === '') return texts.blank;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    if (date) return `${date[3]}/${date[2]}/${date[1]}`;
    return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? texts.blank : value.map((v) => historyValueText(v, texts)).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * A reference as its record's name (`3` → "Bùi Thị Hương", `[5, 6]` → both names), from the names
 * the history call sent for its field; an id without a name (a record deleted since) stays as it is.
 */
export function namedValue(value: unknown, names: Readonly<Record<string, string>> | undefined): unknown {
  if (!names) return value;
  if (Array.isArray(value)) return value.map((v) => namedValue(v, names));
  return (typeof value === 'number' || typeof value === 'string') && String(value) in names
    ? names[String(value)]
    : value;
}
