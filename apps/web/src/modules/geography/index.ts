/**
 * Geography module (web). For other modules:
 *
 * - `AddressPicker(props: AddressPickerProps)` — controlled, react-hook-form friendly (use it in a
 *   `Controller`, or `FormAddressPicker`):
 *   `value?: AddressValue | null` = `{ province_code, ward_code, district_code?, legacy?: boolean, street? }`
 *   (`ward_code: ''` while only the province is chosen; `null` = empty),
 *   `onChange?: (value: AddressValue | null) => void`, `allowLegacy?` (default true), `showStreet?`,
 *   `disabled?`, `required?`, `touched?`, `error?`, `id?`.
 * - `FormAddressPicker({ name, control, label?, ...AddressPickerProps })` — bound to a form field.
 * - `AddressText({ value })` — the address as text ("Phường Ba Đình, Thành phố Hà Nội").
 * - hooks: `useProvinces(legacy?, { enabled? })`, `useCurrentWards(provinceCode)`, `useLegacyDistricts(code)`,
 *   `useLegacyWards(districtCode)`, `useWardMapping(legacyWardCode)` (all cached for the session).
 */
export { geographyManifest } from './manifest';
export { AddressPicker, type AddressPickerProps, type AddressMode } from './components/AddressPicker';
export { FormAddressPicker, type FormAddressPickerProps } from './components/FormAddressPicker';
export { AddressText } from './components/AddressText';
export {
  useCurrentWards,
  useLegacyDistricts,
  useLegacyWards,
  useProvinces,
  useWardMapping,
} from './api/geography';
export { geographyResources, type GeographyMessages } from './locales';
