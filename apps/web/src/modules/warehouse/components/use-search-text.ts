import { useEffect, useRef, useState } from 'react';

/**
 * The text of a server-searched select, once typing paused for `delayMs`: the select reports every
 * key, the query follows the pause (one request per word, not per letter).
 */
export function useSearchText(delayMs = 300): [search: string, onSearch: (typed: string) => void] {
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(typed.trim()), delayMs);
  };
  return [search, onSearch];
}
