import type { PriceList } from '@kenh/contract';

/**
 * Whether the user wrote, last edited or submitted the list: such a user may not approve or reject
 * it (four eyes, docs/pricing.md). The server refuses anyway; the page just does not offer it.
 */
export function isOwnPriceList(
  list: Pick<PriceList, 'created_by' | 'last_edited_by' | 'submitted_by'>,
  userId: number | undefined,
): boolean {
  if (userId === undefined) return false;
  return [list.created_by, list.last_edited_by, list.submitted_by].some((person) => person?.id === userId);
}
