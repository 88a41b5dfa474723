/**
 * Catalogue module (web). For other modules:
 *
 * - `productPaths`, `productPath(id)`, `unitPath(id)`, `categoryPath(id)` — the page paths.
 */
export { productManifest } from './manifest';
export { categoryPath, productPath, productPaths, unitPath } from './paths';
