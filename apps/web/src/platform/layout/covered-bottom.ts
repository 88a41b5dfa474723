/**
 * A CSS variable on the page area: how much of the window's bottom the layout's fixed controls
 * cover right now (the bottom navigation while it shows, 0 while it has slid away). A page's sticky
 * bar sits on it (`bottom: var(--kenh-covered-bottom)`), so the navigation never hides its buttons.
 */
export const COVERED_BOTTOM_VARIABLE = '--kenh-covered-bottom';
