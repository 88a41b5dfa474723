import { useCallback, useState } from 'react';
import { useSessionUser } from '../session';
import { readJson, writeJson } from '../storage';

/** Where a list's hidden columns are kept: per signed-in user and per list. */
export function columnStorageKey(userId: number | string, listId: string): string {
  return `kenh.list-columns.${userId}.${listId}`;
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;

/**
 * The columns a user chose to hide on one list, remembered in this browser (local storage keyed by
 * the user's id and the list), so each person of a shared computer keeps their own table.
 */
export function useColumnVisibility(listId: string) {
  const user = useSessionUser();
  const key = columnStorageKey(user?.id ?? 'anonymous', listId);
  const [hidden, setHidden] = useState<readonly string[]>(() => readJson(key, stringList) ?? []);
  const toggle = useCallback(
    (column: string, visible: boolean) => {
      setHidden((current) => {
        const next = visible ? current.filter((c) => c !== column) : [...new Set([...current, column])];
        try {
          writeJson(key, next);
        } catch {
          // Storage may be full or disabled: the choice then lasts until the page closes.
        }
        return next;
      });
    },
    [key],
  );
  return { hidden, toggle, isVisible: (column: string) => !hidden.includes(column) };
}
