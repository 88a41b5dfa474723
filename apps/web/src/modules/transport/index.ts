/**
 * Transport module (web). For other modules:
 *
 * - `transportPaths`, `transportPath(id)` — the page paths.
 */
export { transportManifest } from './manifest';
export { transportPath, transportPaths } from './paths';
