import { useEffect, useReducer } from 'react';

/**
 * Toasts never cover a page's action buttons: the page kit marks its action bars with this
 * attribute, and the toaster stacks its toasts below the bars in the top half of the window and
 * above those in the bottom half (a sticky save bar).
 */
export const TOAST_CLEARANCE_ATTRIBUTE = 'data-toast-clearance';

/** Spread on an action bar: `<div {...toastClearance}>`. */
export const toastClearance = { [TOAST_CLEARANCE_ATTRIBUTE]: 'true' } as const;

const GAP = 8;

/** Distances from the window's top and bottom edges that toasts keep free, measured now. */
export function measureToastClearance(minTop: number, minBottom: number): { top: number; bottom: number } {
  let top = minTop;
  let bottom = minBottom;
  const height = window.innerHeight;
  for (const element of document.querySelectorAll(`[${TOAST_CLEARANCE_ATTRIBUTE}]`)) {
    const rect = element.getBoundingClientRect();
    // Off screen (scrolled away) or not laid out: nothing to keep free.
    if (rect.height === 0 || rect.bottom <= 0 || rect.top >= height) continue;
    if (rect.top < height / 2) top = Math.max(top, rect.bottom + GAP);
    else bottom = Math.max(bottom, height - rect.top + GAP);
  }
  return { top, bottom };
}

/** How long after a page change the toaster follows the new page's action bars as they render. */
const PAGE_SETTLE_MS = 4_000;

const pageChangeListeners = new Set<() => void>();
const USER_INPUT = ['pointerdown', 'keydown', 'click'] as const;
/** When the page last changed (`performance.now()`): a toast may come just after the navigation. */
let lastPageChangeAt = Number.NEGATIVE_INFINITY;

/**
 * Called by the layout when the page under the toasts changes (a new route). A save that opens the
 * record's page raises its toast on the form; the record's status actions render afterwards, where
 * the toast already is.
 */
export function announcePageChange(): void {
  lastPageChangeAt = performance.now();
  for (const listener of pageChangeListeners) listener();
}

/**
 * Re-renders the caller (the toaster, which measures as it renders) while toasts show: after the
 * page changed, at most once a frame as the new page renders, until the user first presses a key or
 * the pointer (at most a few seconds); and when the window is resized. Never because of a click, a
 * scroll or a bar opening on a page the user works on: a toast that moved then could slide under
 * the pointer on its way to a button (a confirmation opened on the toast instead).
 */
export function useRemeasureAfterPageChange(active: boolean): void {
  const [, remeasure] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let resizeFrame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remeasure);
    };
    // Its own frame: the user's press ends the following, not a resize's re-measure.
    const onResize = () => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(remeasure);
    };
    const observer = new MutationObserver(schedule);
    // The user's first press on the new page ends the following: from then on a bar that opens is
    // the user's doing, and the toast stays where the pointer expects it.
    const stop = () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      clearTimeout(settle);
      for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
    };
    const follow = (ms: number) => {
      stop();
      observer.observe(document.body, { childList: true, subtree: true });
      for (const type of USER_INPUT) window.addEventListener(type, stop, true);
      schedule();
      settle = setTimeout(stop, ms);
    };
    const onPageChange = () => follow(PAGE_SETTLE_MS);
    // The first toast came right after a navigation (a save that navigates, then says so).
    const sinceChange = performance.now() - lastPageChangeAt;
    if (sinceChange < PAGE_SETTLE_MS) follow(PAGE_SETTLE_MS - sinceChange);
    pageChangeListeners.add(onPageChange);
    window.addEventListener('resize', onResize);
    return () => {
      pageChangeListeners.delete(onPageChange);
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(resizeFrame);
      stop();
    };
  }, [active]);
}
