/**
 * Staff module (web): HR records. For other modules:
 *
 * - `staffPaths`, `recordPath(id)` — the page paths.
 * - `StaffAddressText({ value })` — a staff address as text.
 * - `addStaffRecordSection(section)` — a section of the staff record page (e.g. its contracts).
 * - `useStaffDropdown(excludeId?)` — cached `get_dropdown_staff` options ({ value, label, label_child });
 *   after changing staff elsewhere, invalidate with `invalidates: [staffApi]`.
 */
export { staffManifest } from './manifest';
export { staffPaths, recordPath, profilePath } from './paths';
export { useStaffDropdown } from './api/staff';
export { staffResources, type StaffMessages } from './locales';
export { addStaffRecordSection, type StaffRecordSection } from './components/record-sections';
export { StaffAddressText } from './components/StaffAddressText';
