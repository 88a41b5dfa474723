/**
 * Order module (web). For other modules:
 *
 * - `orderPaths`, `orderPath(id)`, `nppOrderPath(partnerId, id)`, `chthOrderPath(partnerId, id)` —
 *   the page paths (an order inside a distributor's or grocery store's page).
 * - `OrderStatusTag` — an order's status, the same tag everywhere.
 * - `useOrder(id)` — one order (`orderApi.get`), the query the order's own page reads: a section on
 *   that page gets the order from the page's cache.
 */
export { orderManifest } from './manifest';
export { chthOrderPath, nppOrderPath, orderPath, orderPaths } from './paths';
export { OrderStatusTag } from './components/OrderStatusTag';
export { useOrder } from './api/order';
