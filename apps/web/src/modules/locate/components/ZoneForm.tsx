import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zoneFields, type Zone, type ZoneFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput, SelectField } from '../../../platform/inputs';
import { useProvinces } from '../../geography';
import { useLocateDropdown } from '../api/locate';
import { useLocateTexts } from '../locales';
import { AccountPicker } from './AccountPicker';
import { FormButtons, NoteAndStatusFields } from './form-parts';

export interface ZoneFormValues {
  name: string;
  area_id: number | null;
  supervisor_id: number | null;
  province_codes: string[];
  note: string;
  is_active: boolean;
}

const resolver = zodResolver(zoneFields) as unknown as Resolver<ZoneFormValues, unknown, ZoneFields>;

export const zoneFormFields = [
  'name',
  'area_id',
  'supervisor_id',
  'province_codes',
  'note',
  'is_active',
] as const;

/** Create/edit form of a zone: its area (exactly one), supervisor and the provinces it covers. */
export function ZoneForm({
  zone,
  defaultAreaId,
  readOnly = false,
  submitting,
  onSubmit,
  onCancel,
}: {
  zone?: Zone;
  defaultAreaId?: number;
  readOnly?: boolean;
  submitting: boolean;
  onSubmit: (values: ZoneFields) => Promise<void>;
  onCancel: () => void;
}) {
  const texts = useLocateTexts();
  const areas = useLocateDropdown(true);
  const provinces = useProvinces();
  const form = useForm<ZoneFormValues, unknown, ZoneFields>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: zone?.name ?? '',
      area_id: zone?.area_id ?? defaultAreaId ?? null,
      supervisor_id: zone?.supervisor_id ?? null,
      province_codes: zone?.province_codes ?? [],
      note: zone?.note ?? '',
      is_active: zone?.is_active ?? true,
    },
  });
  const { control, handleSubmit, setError } = form;
  const submit = async (values: ZoneFields) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // Field errors go under their fields; anything else shows as a toast.
      const message = applyApiError(error, setError, zoneFormFields);
      if (message) toast.error(message);
    }
  };
  return (
    <Form
      layout="vertical"
      onFinish={() => void handleSubmit(submit)()}
      disabled={readOnly}
      style={{ maxWidth: 640 }}
    >
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
        style={{ width: '100%' }}
        loading={areas.isLoading}
        options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
      />
      <Controller
        name="supervisor_id"
        control={control}
        render={({ field, fieldState }) => (
          <FieldItem label={texts.fields.supervisor} htmlFor="field-supervisor_id" error={fieldState.error}>
            <AccountPicker
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
      <FormButtons readOnly={readOnly} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
