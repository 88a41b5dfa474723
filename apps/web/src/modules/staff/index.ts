/**
 * Staff module (web): HR records. For other modules:
 *
 * - `staffPaths`, `recordPath(id)` — the page paths.
 * - `useStaffDropdown(excludeId?)` — cached `get_dropdown_staff` options ({ value, label, label_child });
 *   `staffKey` — invalidate it after changing staff elsewhere.
 */
export { staffRoutes } from './routes';
export { staffPaths, recordPath, profilePath } from './paths';
export { useStaffDropdown, staffKey } from './api/staff';
export { staffResources, type StaffMessages } from './locales';
