/**
 * Transport module (web). For other modules:
 *
 * - `transportPaths`, `shipmentPath(id)`, `driverPath(id)`, `vehiclePath(id)`,
 *   `transportOrderPath(code)` — the page paths.
 */
export { transportManifest } from './manifest';
export { driverPath, shipmentPath, transportOrderPath, transportPaths, vehiclePath } from './paths';
