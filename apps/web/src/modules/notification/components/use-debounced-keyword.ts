import { useEffect, useState } from 'react';
import { NOTIFICATION_SEARCH_DEBOUNCE_MS } from '@kenh/contract';
import { normaliseKeyword } from '../api/filters';

/**
 * The search text as applied (spec §5): trimmed and collapsed, only when not blank, 1000 ms after
 * the last keystroke. A blank box applies "no search" after the same pause.
 */
export function useDebouncedKeyword(
  raw: string,
  delay = NOTIFICATION_SEARCH_DEBOUNCE_MS,
): string | undefined {
  const [applied, setApplied] = useState<string | undefined>(undefined);
  useEffect(() => {
    const next = normaliseKeyword(raw);
    const timer = setTimeout(() => setApplied(next), delay);
    return () => clearTimeout(timer);
  }, [raw, delay]);
  return applied;
}
