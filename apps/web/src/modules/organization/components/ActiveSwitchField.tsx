import { Form, Switch } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The `is_active` switch of a position or office form (disabled with the read-only form). */
export function ActiveSwitchField<V extends FieldValues & { is_active: boolean }, B>({
  control,
  label,
  id,
}: {
  control: Control<V, unknown, B>;
  label: string;
  id: string;
}) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Controller
        name={'is_active' as Path<V>}
        control={control}
        render={({ field }) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      />
    </Form.Item>
  );
}
