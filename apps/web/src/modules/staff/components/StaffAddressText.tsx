import type { StaffAddress } from '@kenh/contract';
import { AddressText } from '../../geography';

/** A staff address as text: street and the picked ward/province names, or the imported text. */
export function StaffAddressText({ value }: { value: StaffAddress | null | undefined }) {
  if (!value?.province_code) return value?.text ?? '';
  return (
    <>
      {value.street ? `${value.street}, ` : ''}
      <AddressText
        value={{
          province_code: value.province_code,
          ward_code: value.ward_code ?? '',
          legacy: value.legacy ?? false,
          ...(value.district_code ? { district_code: value.district_code } : {}),
        }}
      />
    </>
  );
}
