import { useEffect } from 'react';
import { createStore } from '../feedback/external-store';

/** The mobile header's state (spec §2.8), exactly these fields. */
export interface HeaderState {
  headerTitle: string;
  hasIconBackHeader: boolean;
  /** Whether the bottom navigation shows (default true). */
  hasMenu: boolean;
  /** Where the back arrow goes; empty means the previous page. */
  navigateTo: string;
  /** A status badge beside the title; empty shows none. */
  headerStatus: string;
}

export const DEFAULT_HEADER: HeaderState = {
  headerTitle: '',
  hasIconBackHeader: false,
  hasMenu: true,
  navigateTo: '',
  headerStatus: '',
};

export const headerStore = createStore<HeaderState>(DEFAULT_HEADER);

/** The header state inside a component. */
export function useHeaderState(): HeaderState {
  return headerStore.use();
}

/** Changes some header fields (outside React or from handlers). */
export function setHeader(patch: Partial<HeaderState>): void {
  headerStore.set((current) => ({ ...current, ...patch }));
}

export function resetHeader(): void {
  headerStore.set(DEFAULT_HEADER);
}

/**
 * What a page shows in the mobile header while it is open: `useHeader({ headerTitle: t('title'),
 * hasIconBackHeader: true })`. Fields left out take their defaults; leaving the page resets them.
 */
export function useHeader(state: Partial<HeaderState>): void {
  const { headerTitle, hasIconBackHeader, hasMenu, navigateTo, headerStatus } = state;
  useEffect(() => {
    headerStore.set({
      headerTitle: headerTitle ?? DEFAULT_HEADER.headerTitle,
      hasIconBackHeader: hasIconBackHeader ?? DEFAULT_HEADER.hasIconBackHeader,
      hasMenu: hasMenu ?? DEFAULT_HEADER.hasMenu,
      navigateTo: navigateTo ?? DEFAULT_HEADER.navigateTo,
      headerStatus: headerStatus ?? DEFAULT_HEADER.headerStatus,
    });
  }, [headerTitle, hasIconBackHeader, hasMenu, navigateTo, headerStatus]);
  useEffect(() => resetHeader, []);
}
