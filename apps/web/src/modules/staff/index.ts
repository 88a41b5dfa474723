/**
 * Staff module (web): HR records. For other modules:
 *
 * - `staffPaths`, `recordPath(id)` — the page paths.
 * - `StaffAddressText({ value })` — a staff address as text.
 * - Sections of the staff record page come from other modules' manifests (`recordSections` with
 *   slot `staff.record`).
 * - `useStaffDropdown(excludeId?)` — cached `get_dropdown_staff` options ({ value, label, label_child });
 *   after changing staff elsewhere, invalidate with `invalidates: [staffApi]`.
 */
export { staffManifest } from './manifest';
export { staffPaths, recordPath, profilePath } from './paths';
export { useStaffDropdown } from './api/staff';
export { staffResources, type StaffMessages } from './locales';
export { StaffAddressText } from './components/StaffAddressText';
