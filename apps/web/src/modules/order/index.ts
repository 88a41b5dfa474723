/**
 * Order module (web). For other modules:
 *
 * - `orderPaths`, `orderPath(id)`, `nppOrderPath(partnerId, id)`, `chthOrderPath(partnerId, id)` —
 *   the page paths (an order inside a distributor's or grocery store's page).
 * - `OrderStatusTag` — an order's status, the same tag everywhere.
 */
export { orderManifest } from './manifest';
export { chthOrderPath, nppOrderPath, orderPath, orderPaths } from './paths';
export { OrderStatusTag } from './components/OrderStatusTag';
