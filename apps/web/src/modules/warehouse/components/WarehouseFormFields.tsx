import { useEffect } from 'react';
import { Form, Input, Row } from 'antd';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { WAREHOUSE_KINDS, WAREHOUSE_KIND_LABELS } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocale } from '../../../platform/layout';
import { FieldCol } from '../../../platform/pages';
import { useAreaOptions } from '../api/areas';
import type { WarehouseBody } from '../api/warehouses';
import { useWarehouseTexts } from '../locales';
import { DistributorSelect } from './DistributorSelect';
import type { WarehouseFormValues } from './warehouse-form-values';

/**
 * Name, kind, the distributor owning a distributor's warehouse (the contract refuses one without),
 * area, address and note. Turning a warehouse central drops its distributor.
 */
export function WarehouseFormFields({
  control,
  setValue,
  ownerName,
}: {
  control: Control<WarehouseFormValues, unknown, WarehouseBody>;
  setValue: UseFormSetValue<WarehouseFormValues>;
  /** The distributor already chosen (editing). */
  ownerName: string | null;
}) {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const areas = useAreaOptions();
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (kind === 'central') setValue('owner_id', null);
  }, [kind, setValue]);
  return (
    <Row gutter={16}>
      <FieldCol>
        <FormTextInput name="name" control={control} label={texts.fields.name} maxLength={150} />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="kind"
          control={control}
          label={texts.fields.kind}
          searchable={false}
          showSuccess={false}
          options={WAREHOUSE_KINDS.map((k) => ({ value: k, label: WAREHOUSE_KIND_LABELS[k][locale] }))}
        />
      </FieldCol>
      {kind === 'distributor' && (
        <FieldCol>
          <Controller
            control={control}
            name="owner_id"
            render={({ field, fieldState }) => (
              <FieldItem label={texts.fields.owner} htmlFor="warehouse-owner" error={fieldState.error}>
                <DistributorSelect
                  id="warehouse-owner"
                  value={field.value}
                  initialLabel={ownerName}
                  label={texts.fields.owner}
                  placeholder={texts.form.pickOwner}
                  disabled={field.disabled}
                  {...(fieldState.error ? { status: 'error' as const } : {})}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FieldItem>
            )}
          />
        </FieldCol>
      )}
      <FieldCol>
        <FormSelectField
          name="area_id"
          control={control}
          label={texts.fields.area}
          placeholder={texts.form.pickArea}
          showSuccess={false}
          options={areas}
        />
      </FieldCol>
      <FieldCol full>
        <FormTextInput name="address" control={control} label={texts.fields.address} maxLength={300} />
      </FieldCol>
      <FieldCol full>
        <Controller
          name="note"
          control={control}
          render={({ field }) => (
            <Form.Item label={texts.fields.note} htmlFor="warehouse-note">
              <Input.TextArea
                id="warehouse-note"
                rows={3}
                maxLength={1000}
                {...field}
                value={field.value ?? ''}
              />
            </Form.Item>
          )}
        />
      </FieldCol>
    </Row>
  );
}
