/**
 * Price list module (web). For other modules:
 *
 * - `priceListPaths` and the detail path builders — the page paths.
 * - `priceListResources` — the module's texts (tests rendering its components outside a route).
 */
export { priceListManifest } from './manifest';
export { priceListResources } from './locales';
export {
  historyDetailPath,
  managerDetailPath,
  pendingDetailPath,
  pendingEditPath,
  priceListPaths,
} from './paths';
