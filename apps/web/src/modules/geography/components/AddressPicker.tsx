import { useId, useState } from 'react';
import { Input, Radio, Typography } from 'antd';
import type { AddressValue } from '@kenh/contract';
import { SelectField, type SelectOption } from '../../../platform/inputs';
import {
  useCurrentWards,
  useLegacyDistricts,
  useLegacyWards,
  useProvinces,
  useWardMapping,
} from '../api/geography';
import { fill, useGeographyTexts } from '../locales';

export type AddressMode = 'current' | 'legacy';

export interface AddressPickerProps {
  /** `null`/undefined = nothing chosen. A partly chosen address has `ward_code: ''`. */
  value?: AddressValue | null;
  onChange?: (value: AddressValue | null) => void;
  /** Offer the pre-2025 (province → district → ward) mode (default true). */
  allowLegacy?: boolean;
  /** Show the house number / street input (default false). */
  showStreet?: boolean;
  disabled?: boolean;
  /** Empty selects show "Vui lòng chọn" once touched. */
  required?: boolean;
  touched?: boolean;
  /** A message (contract key or text) shown under the ward select. */
  error?: string;
  id?: string;
}

const toOptions = (items: readonly { code: string; name: string }[] | undefined): SelectOption<string>[] =>
  (items ?? []).map((item) => ({ value: item.code, label: item.name }));

const SELECT_STYLE = { width: '100%', minWidth: 180 } as const;

/**
 * Address picker (docs/geography.md): by default the current units (province → ward, 34 provinces
 * since 2025-07-01); the legacy mode picks an address entered before the reform from the old tree
 * (province → district → ward) and shows where that ward is now. Each select searches ignoring
 * diacritics. Changing a level clears the levels below it.
 */
export function AddressPicker(props: AddressPickerProps) {
  const {
    value,
    onChange,
    allowLegacy = true,
    showStreet = false,
    disabled = false,
    required = false,
    touched = false,
    error,
    id: idProp,
  } = props;
  const texts = useGeographyTexts();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [modeState, setMode] = useState<AddressMode>(value?.legacy ? 'legacy' : 'current');
  const mode: AddressMode = value ? (value.legacy ? 'legacy' : 'current') : modeState;
  const legacy = mode === 'legacy';

  const provinceCode = value?.province_code || null;
  const districtCode = value?.district_code || null;
  const wardCode = value?.ward_code || null;

  const provinces = useProvinces(legacy);
  const currentWards = useCurrentWards(legacy ? null : provinceCode);
  const districts = useLegacyDistricts(legacy ? provinceCode : null);
  const legacyWards = useLegacyWards(legacy ? districtCode : null);
  const mapping = useWardMapping(legacy ? wardCode : null);

  const emit = (next: Partial<AddressValue> | null) => {
    if (next === null || !next.province_code) {
      onChange?.(null);
      return;
    }
    onChange?.({
      province_code: next.province_code,
      ward_code: next.ward_code ?? '',
      ...(legacy ? { legacy: true, district_code: next.district_code ?? '' } : {}),
      ...(value?.street ? { street: value.street } : {}),
    });
  };

  const switchMode = (next: AddressMode) => {
    setMode(next);
    if (next !== mode && value) onChange?.(null);
  };

  const current = mapping.data?.current ?? [];
  return (
    <div className="kenh-address-picker" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {allowLegacy && (
        <Radio.Group
          size="small"
          value={mode}
          disabled={disabled}
          onChange={(event) => switchMode(event.target.value as AddressMode)}
          options={[
            { value: 'current', label: texts.mode2025 },
            { value: 'legacy', label: texts.modeLegacy },
          ]}
        />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <SelectField<string>
          id={`${id}-province`}
          aria-label={texts.province}
          placeholder={texts.province}
          options={toOptions(provinces.data)}
          loading={provinces.isLoading}
          value={provinceCode}
          disabled={disabled}
          required={required}
          touched={touched}
          highlight
          style={{ ...SELECT_STYLE, flex: '1 1 180px' }}
          onChange={(code) => emit(typeof code === 'string' ? { province_code: code } : null)}
        />
        {legacy && (
          <SelectField<string>
            id={`${id}-district`}
            aria-label={texts.district}
            placeholder={provinceCode ? texts.district : texts.chooseProvinceFirst}
            options={toOptions(districts.data)}
            loading={districts.isLoading && Boolean(provinceCode)}
            value={districtCode}
            disabled={disabled || !provinceCode}
            required={required}
            touched={touched && Boolean(provinceCode)}
            highlight
            style={{ ...SELECT_STYLE, flex: '1 1 180px' }}
            onChange={(code) =>
              emit({ province_code: provinceCode ?? '', district_code: typeof code === 'string' ? code : '' })
            }
          />
        )}
        <SelectField<string>
          id={`${id}-ward`}
          aria-label={texts.ward}
          placeholder={
            legacy
              ? districtCode
                ? texts.ward
                : texts.chooseDistrictFirst
              : provinceCode
                ? texts.ward
                : texts.chooseProvinceFirst
          }
          options={toOptions(legacy ? legacyWards.data : currentWards.data)}
          loading={
            legacy
              ? legacyWards.isLoading && Boolean(districtCode)
              : currentWards.isLoading && Boolean(provinceCode)
          }
          value={wardCode}
          disabled={disabled || (legacy ? !districtCode : !provinceCode)}
          required={required}
          touched={touched && Boolean(legacy ? districtCode : provinceCode)}
          {...(error ? { error } : {})}
          highlight
          style={{ ...SELECT_STYLE, flex: '1 1 180px' }}
          onChange={(code) =>
            emit({
              province_code: provinceCode ?? '',
              ...(legacy ? { district_code: districtCode ?? '' } : {}),
              ward_code: typeof code === 'string' ? code : '',
            })
          }
        />
      </div>
      {legacy && wardCode && !mapping.isLoading && (
        <Typography.Text type="secondary" data-testid="address-now">
          {current.length > 0
            ? fill(texts.now, {
                ward: current.map((c) => c.ward_name).join(' / '),
                province: current[0]!.province_name,
              })
            : texts.nowUnknown}
        </Typography.Text>
      )}
      {showStreet && (
        <Input
          id={`${id}-street`}
          aria-label={texts.street}
          placeholder={texts.street}
          maxLength={255}
          disabled={disabled}
          value={value?.street ?? ''}
          onChange={(event) => {
            const street = event.target.value;
            onChange?.({
              province_code: value?.province_code ?? '',
              ward_code: value?.ward_code ?? '',
              ...(value?.legacy ? { legacy: true, district_code: value.district_code ?? '' } : {}),
              ...(street ? { street } : {}),
            });
          }}
        />
      )}
    </div>
  );
}
