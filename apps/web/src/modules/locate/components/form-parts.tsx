import { Form, Input, Space, Switch } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocateTexts } from '../locales';

type NoteAndStatus = FieldValues & { note: string; is_active: boolean };

/** The note and status (`is_active`) fields that close the area and zone forms. */
export function NoteAndStatusFields<V extends NoteAndStatus, B>({
  control,
}: {
  control: Control<V, unknown, B>;
}) {
  const texts = useLocateTexts();
  return (
    <>
      <Controller
        name={'note' as Path<V>}
        control={control}
        render={({ field }) => (
          <Form.Item label={texts.fields.note} htmlFor="field-note">
            <Input.TextArea id="field-note" rows={3} maxLength={1000} {...field} />
          </Form.Item>
        )}
      />
      <Controller
        name={'is_active' as Path<V>}
        control={control}
        render={({ field }) => (
          <Form.Item label={texts.fields.status} htmlFor="field-is_active">
            <Space>
              <Switch id="field-is_active" checked={field.value} onChange={field.onChange} />
              {field.value ? texts.fields.active : texts.fields.inactive}
            </Space>
          </Form.Item>
        )}
      />
    </>
  );
}
