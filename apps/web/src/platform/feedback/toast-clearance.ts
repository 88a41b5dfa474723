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

/**
 * Re-renders the caller (the toaster, which measures as it renders) whenever the page may have moved
 * its action bars while toasts show: the page changed under them (a save that opens the record's
 * page, whose action bar sits where the form's did not), the window was resized or scrolled. At
 * most once a frame, and nothing while no toast shows.
 */
export function useRemeasureWhile(active: boolean): void {
  const [, remeasure] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remeasure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [active]);
}
