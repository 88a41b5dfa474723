import { Form, Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormSelectField } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import { useWarehouseChoices } from './use-warehouse-choices';

/** The warehouse of a receipt (active ones only: a stopped warehouse takes no receipt). */
export function WarehouseField<V extends FieldValues, O>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label?: string;
  disabled?: boolean;
}) {
  const texts = useWarehouseTexts();
  const choices = useWarehouseChoices();
  return (
    <FieldCol>
      <FormSelectField
        name={name}
        control={control}
        label={label ?? texts.warehousePicker.label}
        placeholder={texts.warehousePicker.placeholder}
        showSuccess={false}
        disabled={disabled}
        options={choices}
      />
    </FieldCol>
  );
}

/** A receipt's note. */
export function NoteField<V extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
}) {
  const texts = useWarehouseTexts();
  return (
    <FieldCol full>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Form.Item label={texts.receipt.note} htmlFor="receipt-note">
            <Input.TextArea
              id="receipt-note"
              rows={2}
              maxLength={1000}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Form.Item>
        )}
      />
    </FieldCol>
  );
}
