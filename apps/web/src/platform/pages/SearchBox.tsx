import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

/** Pause after the last keystroke before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search as applied (from the address or the page's state); the box follows it when it changes. */
  value: string;
  placeholder: string;
  /** The trimmed text, once typing pauses or at once on Enter; never the value already applied. */
  onSearch: (value: string) => void;
  width: number | string;
  /** Pause after the last keystroke, where a screen's spec asks for another than the kit's 300 ms. */
  delayMs?: number;
  maxLength?: number;
}

/**
 * Search as you type: the list follows the box `delayMs` (300 ms) after the last keystroke (Enter
 * applies at once). The server folds diacritics, so "da nang" finds "Đà Nẵng".
 */
export function SearchBox({
  value,
  placeholder,
  onSearch,
  width,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address changed from outside ("Xóa lọc", back button): the box follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, delay);
  };
  return (
    <Input.Search
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      allowClear
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.target.value);
        apply(event.target.value, delayMs);
      }}
      onSearch={(next) => apply(next, 0)}
      style={{ width }}
    />
  );
}
