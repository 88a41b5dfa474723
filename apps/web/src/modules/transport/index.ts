/**
 * Transport module (web). For other modules:
 *
 * - `transportPaths`, `driverPath(id)`, `vehiclePath(id)`, `transportOrderPath(code)` — the page paths.
 */
export { transportManifest } from './manifest';
export { driverPath, transportOrderPath, transportPaths, vehiclePath } from './paths';
