import { Form, Input, Tag } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { Warehouse, WarehouseFields as WarehouseBody, WarehouseStatus } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocateDropdown } from '../../locate';
import { useWarehouseTexts } from '../locales';

/** What the form holds while it is filled (an empty select is null). */
export interface WarehouseFormValues {
  name: string;
  area_id: number | null;
  note: string;
}

export function warehouseFormDefaults(record?: Warehouse): WarehouseFormValues {
  return { name: record?.name ?? '', area_id: record?.area_id ?? null, note: record?.note ?? '' };
}

/** Name, area (the areas of the caller's scope) and note. */
export function WarehouseFormFields({
  control,
}: {
  control: Control<WarehouseFormValues, unknown, WarehouseBody>;
}) {
  const texts = useWarehouseTexts();
  const areas = useLocateDropdown();
  return (
    <>
      <FormTextInput name="name" control={control} label={texts.fields.name} maxLength={150} />
      <FormSelectField
        name="area_id"
        control={control}
        label={texts.fields.area}
        required
        style={{ width: '100%' }}
        options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
      />
      <Controller
        name="note"
        control={control}
        render={({ field }) => (
          <Form.Item label={texts.fields.note} htmlFor="field-note">
            <Input.TextArea id="field-note" rows={3} maxLength={1000} {...field} />
          </Form.Item>
        )}
      />
    </>
  );
}

const STATUS_COLORS: Record<WarehouseStatus, string | undefined> = {
  draft: undefined,
  active: 'green',
  archived: 'default',
};

export function WarehouseStatusTag({ status }: { status: WarehouseStatus }) {
  const texts = useWarehouseTexts();
  return <Tag color={STATUS_COLORS[status]}>{texts.statuses[status]}</Tag>;
}
