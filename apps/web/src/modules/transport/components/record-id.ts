/** A route's `:id` as a record id; 0 (never a record) for anything else, so the page shows "not found". */
export function recordIdOf(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
