import type { ReactNode } from 'react';

/** A column of a kit list: a table column on wide screens, a label/value line on phone cards. */
export interface ListColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  width?: number;
  /** The endpoint's sort field; the column sorts on the server (`?sort=name`, `?sort=-name`). */
  sortField?: string;
  /** Cannot be hidden from the columns menu (the record's name). */
  alwaysVisible?: boolean;
  /** Left out of phone cards (e.g. the value already in the card's title). */
  inCard?: boolean;
  /** Never wraps (phone numbers, dates, codes). */
  noWrap?: boolean;
}

/** `?sort=-name` ↔ the column `name` sorted descending. */
export function sortOrderOf(sort: unknown, field: string | undefined): 'ascend' | 'descend' | null {
  if (!field || typeof sort !== 'string') return null;
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

export function sortValue(field: string, order: 'ascend' | 'descend' | null | undefined): string | null {
  if (!order) return null;
  return order === 'ascend' ? field : `-${field}`;
}
