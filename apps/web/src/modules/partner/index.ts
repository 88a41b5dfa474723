/**
 * Partner module (web): distributors, grocery stores, field staff, customers, the sales-network
 * maps and the public registration. For other modules:
 *
 * - `partnerPaths`, `nppPath(id)`, `chthPath(id)`, `nvttPath(id)`, `partnerPagePath(type, id)` — page paths.
 */
export { partnerManifest } from './manifest';
export { partnerPaths, nppPath, chthPath, nvttPath, partnerPagePath } from './paths';
export { partnerResources, type PartnerMessages } from './locales';
