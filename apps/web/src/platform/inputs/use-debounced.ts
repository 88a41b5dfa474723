import { useEffect, useState } from 'react';

/** The typed text, trimmed, once the user paused typing for `delayMs` (server searches). */
export function useDebounced(typed: string, delayMs = 300): string {
  const [value, setValue] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setValue(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return value;
}
