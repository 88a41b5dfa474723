/**
 * Vietnamese licence plates (biển số xe): a province code 11–99, a series of one or two letters or a
 * letter and a digit (`C`, `LD`, `A1`), then four digits (`1234`) or five (`123.45`). Written as
 * people write them — `51c 12345`, `51C-123.45` — and kept in one form: upper case, a dash after the
 * series and, for five digits, a dot before the last two (`51C-123.45`).
 */
const PLATE = /^(\d{2})([A-Z]{1,2}|[A-Z]\d)-?(\d{3})\.?(\d{2})$|^(\d{2})([A-Z]{1,2}|[A-Z]\d)-?(\d{4})$/;

/** The plate in its one written form, or null when it is no Vietnamese plate. */
export function normalisePlate(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = PLATE.exec(compact);
  if (!match) return null;
  const [, province5, series5, head, tail, province4, series4, four] = match;
  const province = province5 ?? province4!;
  if (Number(province) < 11) return null;
  return four ? `${province}${series4}-${four}` : `${province}${series5}-${head}.${tail}`;
}
