/**
 * Warehouse module (web). For other modules:
 *
 * - `warehousePaths`, `warehousePath(id)` — the page paths.
 */
export { warehouseManifest } from './manifest';
export { warehousePath, warehousePaths } from './paths';
