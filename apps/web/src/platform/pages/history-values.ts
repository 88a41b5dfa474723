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

type Labels = Readonly<Record<string, string>>;

/** The fields every record kind spells the same way: on or off, in either spelling. */
const ACTIVE_FIELDS = new Set(['is_active', 'isActive']);

/**
 * A stored value as the page words it: a reference as its record's name (`3` → "Bùi Thị Hương",
 * `[5, 6]` → both names, from the names the history call sent for the field), an enum value by its
 * label, an on/off field as active or not. Anything else — an id whose record is gone, a value
 * without a label — stays as it is.
 */
export function labelledValue(
  field: string,
  value: unknown,
  labels: {
    names: Readonly<Record<string, Labels>>;
    valueLabels: Readonly<Record<string, Labels>>;
    active: Labels;
  },
): unknown {
  const own =
    labels.names[field] ??
    labels.valueLabels[field] ??
    (ACTIVE_FIELDS.has(field) ? labels.active : undefined);
  if (!own) return value;
  const one = (v: unknown) =>
    (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') &&
    Object.hasOwn(own, String(v))
      ? own[String(v)]
      : v;
  return Array.isArray(value) ? value.map(one) : one(value);
}
