import { Col } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useWarehouseTexts } from '../locales';
import { BaseQuantity } from './BaseQuantity';
import type { LineUnit } from './receipt-lines';
import { useFieldSize } from './use-field-size';

/**
 * A receipt line's unit and quantity (with what it makes in base units), the same on goods in, goods
 * out and transfers; `span` is each field's width on a wide screen.
 */
export function UnitQuantityFields<T extends FieldValues, Out>({
  control,
  index,
  line,
  span,
}: {
  control: Control<T, unknown, Out>;
  index: number;
  line: { unit_id: number; units: LineUnit[]; quantity: number | null };
  span: number;
}) {
  const texts = useWarehouseTexts();
  const size = useFieldSize();
  // Every receipt form keeps its lines under `lines`; the path is the form's own.
  const path = (field: 'unit_id' | 'quantity') => `lines.${index}.${field}` as FieldPath<T>;
  return (
    <>
      <Col xs={12} md={span}>
        <FormSelectField
          size={size}
          name={path('unit_id')}
          control={control}
          label={texts.lines.unit}
          searchable={false}
          showSuccess={false}
          options={line.units.map((u) => ({ value: u.unit_id, label: u.unit_name }))}
        />
      </Col>
      <Col xs={12} md={span}>
        <FormTextInput
          size={size}
          name={path('quantity')}
          control={control}
          label={texts.lines.quantity}
          mode="number"
        />
        <BaseQuantity line={line} />
      </Col>
    </>
  );
}
