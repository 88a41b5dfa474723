import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Switch, Typography } from 'antd';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Unit, UnitInput } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useUnitOptions } from '../api/units';
import { useProductTexts } from '../locales';

export interface UnitFormValues {
  code: string;
  name: string;
  note: string;
  is_active: boolean;
  conversions: { inner_unit_id: number | null; quantity: number | null }[];
}

export function unitFormDefaults(unit?: Unit): UnitFormValues {
  return {
    code: unit?.code ?? '',
    name: unit?.name ?? '',
    note: unit?.note ?? '',
    is_active: unit?.is_active ?? true,
    conversions:
      unit?.conversions.map((c) => ({ inner_unit_id: c.inner_unit_id, quantity: c.quantity })) ?? [],
  };
}

/** A unit's code, name, note, whether it is in use, and what one of it holds ("1 thùng = 24 lon"). */
export function UnitFormFields({
  form,
  unitId,
  readOnly,
}: {
  form: UseFormReturn<UnitFormValues, unknown, UnitInput>;
  unitId?: number;
  readOnly: boolean;
}) {
  const texts = useProductTexts();
  const { control, setValue, getValues } = form;
  const units = useUnitOptions();
  const conversions = useWatch({ control, name: 'conversions' }) ?? [];
  const name = useWatch({ control, name: 'name' });
  const innerOptions = (units.data ?? [])
    .filter((u) => u.id !== unitId)
    .map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
  return (
    <>
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput name="code" control={control} label={texts.units.code} maxLength={20} />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="name" control={control} label={texts.units.name} maxLength={50} />
        </FieldCol>
        <FieldCol full>
          <Controller
            name="note"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem label={texts.units.note} htmlFor="field-note" error={fieldState.error}>
                <Input.TextArea id="field-note" rows={2} maxLength={500} {...field} />
              </FieldItem>
            )}
          />
        </FieldCol>
        <FieldCol>
          <Controller
            name="is_active"
            control={control}
            render={({ field }) => (
              <FieldItem label={texts.units.active} htmlFor="field-is_active" error={undefined}>
                <Switch id="field-is_active" checked={field.value} onChange={field.onChange} />
              </FieldItem>
            )}
          />
        </FieldCol>
      </Row>
      <Typography.Title level={5}>{texts.units.conversions}</Typography.Title>
      <Typography.Paragraph type="secondary">{texts.units.conversionsHint}</Typography.Paragraph>
      {conversions.map((_, i) => (
        <Row gutter={12} key={i} align="bottom">
          <Col xs={24} md={4} style={{ paddingBottom: 30 }}>
            <Typography.Text>1 {name || texts.kinds.unit} =</Typography.Text>
          </Col>
          <Col xs={10} md={5}>
            <FormTextInput
              name={`conversions.${i}.quantity`}
              control={control}
              mode="number"
              label={texts.units.quantity}
              maxLength={6}
            />
          </Col>
          <Col xs={14} md={10}>
            <FormSelectField
              name={`conversions.${i}.inner_unit_id`}
              control={control}
              label={texts.units.innerUnit}
              required
              style={{ width: '100%' }}
              options={innerOptions}
            />
          </Col>
          <Col xs={24} md={5} style={{ paddingBottom: 24 }}>
            {!readOnly && (
              <Button
                icon={<DeleteOutlined />}
                aria-label={`${texts.units.removeConversion} ${i + 1}`}
                onClick={() =>
                  setValue(
                    'conversions',
                    getValues('conversions').filter((__, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              />
            )}
          </Col>
        </Row>
      ))}
      {conversions.length === 0 && (
        <Typography.Paragraph type="secondary">{texts.units.noConversions}</Typography.Paragraph>
      )}
      {!readOnly && (
        <Button
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() =>
            setValue('conversions', [...getValues('conversions'), { inner_unit_id: null, quantity: null }], {
              shouldDirty: true,
            })
          }
        >
          {texts.units.addConversion}
        </Button>
      )}
    </>
  );
}
