/**
 * Organisation module (web). For other modules:
 *
 * - `PositionSelect`, `OfficeSelect`: `(props: OrgPickerProps) => JSX` — single selects of active
 *   positions / offices, `value: number | null`, `onChange(value: number | null)`, plus `onBlur`,
 *   `id`, `name`, `disabled`, `placeholder`, `required`, `error` (message key or text), `style`.
 * - `OrgUnitSelect`: the same props plus `excludeId?` — a tree select of organisational units.
 *
 * All three fit react-hook-form's `Controller`:
 * `<Controller name="position_id" control={control} render={({ field, fieldState }) => (
 *    <PositionSelect {...field} error={fieldState.error?.message} />)} />`.
 * Their options are cached endpoint answers, emptied when positions, offices or units change (to
 * empty them after a change elsewhere: `invalidates: [organizationApi]`).
 */
import { lazyComponent } from '../../platform/routing/lazy-component';

export { organizationManifest } from './manifest';
export { organizationPaths } from './paths';
export { organizationResources, type OrganizationMessages } from './locales';
export { PositionSelect } from './components/PositionSelect';
export { OfficeSelect } from './components/OfficeSelect';
export { OrgUnitSelect, type OrgUnitSelectProps } from './components/OrgUnitSelect';
export type { OrgPickerProps } from './components/select-props';

/** Warms the unit-organisation dropdown (spec §7, desktop layout); its code loads only when mounted. */
export const OrgUnitPrefetch = lazyComponent(() =>
  import('./components/OrgUnitPrefetch').then((m) => m.OrgUnitPrefetch),
);
