import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

/** Pause after the last keystroke before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search as you type: the list follows the box ~300 ms after the last keystroke (Enter applies at
 * once). The server folds diacritics, so "da nang" finds "Đà Nẵng".
 */
export function SearchBox({
  value,
  placeholder,
  onSearch,
  width,
}: {
  value: string;
  placeholder: string;
  onSearch: (value: string) => void;
  width: number | string;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  // The address changed from outside ("Xóa lọc", back button): the box follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const apply = (next: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, delay);
  };
  return (
    <Input.Search
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      allowClear
      onChange={(event) => {
        setText(event.target.value);
        apply(event.target.value, SEARCH_DEBOUNCE_MS);
      }}
      onSearch={(next) => apply(next, 0)}
      style={{ width }}
    />
  );
}
