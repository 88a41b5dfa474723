import { Form, Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { Zone, ZoneFields as ZoneBody } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput, SelectField } from '../../../platform/inputs';
import { useProvinces } from '../../geography';
import { useLocateDropdown } from '../api/locate';
import { useLocateTexts } from '../locales';
import { HeadPicker } from './HeadPicker';
import { NoteAndStatusFields } from './form-parts';

/** What the zone form holds while it is filled (an empty select is null). */
export interface ZoneFormValues {
  name: string;
  area_id: number | null;
  supervisor_id: number | null;
  province_codes: string[];
  note: string;
  is_active: boolean;
}

export function zoneFormDefaults(zone?: Zone, areaId?: number): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    area_id: zone?.area_id ?? areaId ?? null,
    supervisor_id: zone?.supervisor_id ?? null,
    province_codes: zone?.province_codes ?? [],
    note: zone?.note ?? '',
    is_active: zone?.is_active ?? true,
  };
}

/** A zone (khu vực): its area (exactly one vùng), supervisor (GSKV) and the provinces it covers. */
export function ZoneFormFields({
  control,
  zone,
  readOnly,
}: {
  control: Control<ZoneFormValues, unknown, ZoneBody>;
  zone?: Zone;
  readOnly: boolean;
}) {
  const texts = useLocateTexts();
  const areas = useLocateDropdown(true);
  const provinces = useProvinces();
  return (
    <>
      {zone && (
        <Form.Item label={texts.fields.code}>
          <Input value={zone.code} disabled />
        </Form.Item>
      )}
      <FormTextInput name="name" control={control} label={texts.fields.zoneName} maxLength={150} />
      <FormSelectField
        name="area_id"
        control={control}
        label={texts.fields.area}
        required
        highlight
        loading={areas.isLoading}
        options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
      />
      <Controller
        name="supervisor_id"
        control={control}
        render={({ field, fieldState }) => (
          <FieldItem label={texts.fields.supervisor} htmlFor="field-supervisor_id" error={fieldState.error}>
            <HeadPicker
              role="GSKV"
              id="field-supervisor_id"
              value={field.value}
              current={zone?.supervisor}
              onChange={field.onChange}
              placeholder={texts.fields.supervisor}
              disabled={readOnly}
            />
          </FieldItem>
        )}
      />
      <Controller
        name="province_codes"
        control={control}
        render={({ field, fieldState }) => (
          <FieldItem label={texts.fields.provinces} htmlFor="field-province_codes" error={fieldState.error}>
            <SelectField<string>
              id="field-province_codes"
              multiple
              highlight
              style={{ width: '100%' }}
              loading={provinces.isLoading}
              options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
              value={field.value}
              disabled={readOnly}
              onChange={(next) => field.onChange(Array.isArray(next) ? next : [])}
            />
          </FieldItem>
        )}
      />
      <NoteAndStatusFields control={control} />
    </>
  );
}
