import { foldVietnamese, type Notification, type NotificationModule } from '@kenh/contract';

/** What the list shows (spec §2.12): a search text, a status tab and a module type. */
export interface NotificationFilter {
  /** Trimmed, whitespace collapsed, never blank. */
  keyword?: string;
  /** 0 unseen, 1 seen; left out: all. */
  status?: 0 | 1;
  module?: NotificationModule;
}

/** The search text as applied: trimmed, inner whitespace collapsed; blank means no search (spec §5). */
export function normaliseKeyword(raw: string | null | undefined): string | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/** A filter without empty fields, so equal filters give equal query keys. */
export function cleanFilter(filter: NotificationFilter): NotificationFilter {
  const keyword = normaliseKeyword(filter.keyword);
  return {
    ...(keyword ? { keyword } : {}),
    ...(filter.status === 0 || filter.status === 1 ? { status: filter.status } : {}),
    ...(filter.module ? { module: filter.module } : {}),
  };
}

/**
 * Whether a notification belongs in a list with `filter`, decided in the browser for live items
 * (data catalogue §5): the title contains the search text ignoring case, or ignoring diacritics and
 * punctuation too; the status and module, when chosen, are equal.
 */
export function matchesFilter(item: Notification, filter: NotificationFilter): boolean {
  const keyword = normaliseKeyword(filter.keyword);
  if (keyword) {
    const title = item.title.replace(/\s+/g, ' ');
    const plain = title.toLowerCase().includes(keyword.toLowerCase());
    const folded = foldVietnamese(keyword);
    if (!plain && !(folded !== '' && foldVietnamese(title).includes(folded))) return false;
  }
  if (filter.status === 0 || filter.status === 1) {
    if (item.status !== (filter.status === 1)) return false;
  }
  if (filter.module && item.module !== filter.module) return false;
  return true;
}
