import type { AddressValue } from '@kenh/contract';
import { useCurrentWards, useLegacyDistricts, useLegacyWards, useProvinces } from '../api/geography';

/** An address as one line: street, ward, (district,) province — names from the cached lists. */
export function AddressText({ value }: { value: AddressValue | null | undefined }) {
  const legacy = Boolean(value?.legacy);
  const provinces = useProvinces(legacy);
  const currentWards = useCurrentWards(legacy ? null : value?.province_code);
  const districts = useLegacyDistricts(legacy ? value?.province_code : null);
  const legacyWards = useLegacyWards(legacy ? value?.district_code : null);
  if (!value) return null;
  const nameOf = (items: readonly { code: string; name: string }[] | undefined, code: string | undefined) =>
    code ? (items?.find((i) => i.code === code)?.name ?? '') : '';
  const parts = [
    value.street ?? '',
    nameOf(legacy ? legacyWards.data : currentWards.data, value.ward_code),
    legacy ? nameOf(districts.data, value.district_code) : '',
    nameOf(provinces.data, value.province_code),
  ].filter((p) => p !== '');
  return <>{parts.join(', ')}</>;
}
