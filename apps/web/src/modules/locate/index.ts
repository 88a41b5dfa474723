/**
 * Locate module (web): areas and zones. For other modules:
 *
 * - `AreaZoneSelect(props: AreaZoneSelectProps)` — two selects, area then zone (zones filtered by the
 *   chosen area; changing the area clears the zone). Controlled:
 *   `value?: { area_id: number | null; zone_id: number | null } | null`,
 *   `onChange?: (value: { area_id: number | null; zone_id: number | null }) => void`,
 *   `required?`, `zoneOptional?`, `touched?`, `areaError?`, `zoneError?`, `disabled?`,
 *   `includeInactive?`, `id?`. Use it inside a react-hook-form `Controller`.
 * - `useLocateDropdown(includeInactive?)` — the cached `locate_dropdown` query ({ value, label, region,
 *   children }[]); after changing areas/zones elsewhere, invalidate with `invalidates: [locateApi]`.
 * - `locatePaths` — the page paths.
 */
export { locateManifest } from './manifest';
export { locatePaths } from './paths';
export { AreaZoneSelect, type AreaZoneSelectProps, type AreaZoneValue } from './components/AreaZoneSelect';
export { useLocateDropdown } from './api/locate';
export { locateResources, type LocateMessages } from './locales';
