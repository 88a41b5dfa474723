import { Form, Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { REGIONS, type Area, type AreaFields as AreaBody, type Region } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocateTexts } from '../locales';
import { HeadPicker } from './HeadPicker';
import { NoteAndStatusFields } from './form-parts';

/** What the area form holds while it is filled (an empty select is null). */
export interface AreaFormValues {
  name: string;
  region: Region | null;
  manager_id: number | null;
  note: string;
  is_active: boolean;
}

export function areaFormDefaults(area?: Area): AreaFormValues {
  return {
    name: area?.name ?? '',
    region: area?.region ?? null,
    manager_id: area?.manager_id ?? null,
    note: area?.note ?? '',
    is_active: area?.is_active ?? true,
  };
}

/** An area (vùng): name, region (miền), its head (trưởng vùng), note and status. */
export function AreaFormFields({
  control,
  area,
  readOnly,
}: {
  control: Control<AreaFormValues, unknown, AreaBody>;
  area?: Area;
  readOnly: boolean;
}) {
  const texts = useLocateTexts();
  return (
    <>
      {area && (
        <Form.Item label={texts.fields.code}>
          <Input value={area.code} disabled />
        </Form.Item>
      )}
      <FormTextInput name="name" control={control} label={texts.fields.areaName} maxLength={150} />
      <FormSelectField
        name="region"
        control={control}
        label={texts.fields.region}
        required
        options={REGIONS.map((r) => ({ value: r, label: texts.regions[r] }))}
      />
      <Controller
        name="manager_id"
        control={control}
        render={({ field, fieldState }) => (
          <FieldItem label={texts.fields.manager} htmlFor="field-manager_id" error={fieldState.error}>
            <HeadPicker
              role="TV"
              id="field-manager_id"
              value={field.value}
              current={area?.manager}
              onChange={field.onChange}
              placeholder={texts.fields.manager}
              disabled={readOnly}
            />
          </FieldItem>
        )}
      />
      <NoteAndStatusFields control={control} />
    </>
  );
}
