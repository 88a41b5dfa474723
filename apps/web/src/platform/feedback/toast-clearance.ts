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
