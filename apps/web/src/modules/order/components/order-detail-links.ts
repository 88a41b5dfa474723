import type { Crumb } from '../../../platform/pages';

/**
 * Where an order page sits and where its links lead: the desktop or phone screens, or a partner's
 * page (the order inside the distributor's or store's context, with crumbs back to the partner).
 */
export interface OrderDetailLinks {
  /** The crumbs above the order's code. */
  crumbs: readonly Crumb[];
  /** Back from a missing order. */
  back: string;
  /** Another order on the same surface (a duplicate opens there). */
  detail: (id: number) => string;
  /** The order in edit mode. */
  edit: (id: number) => string;
  /** The phone screens name themselves (default layout, no mobile header). */
  phone: boolean;
  /** The page's title for the order (default: its code), e.g. a store's goods receipt. */
  title?: (code: string) => string;
}
