import { Input, Row } from 'antd';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type Vehicle,
  type VehicleInput,
  type VehicleStatus,
  type VehicleType,
} from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormDateField, FormSelectField, FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useTransportTexts } from '../locales';

/** What the form holds while it is filled (an empty select, number or date is null). */
export interface VehicleFormValues {
  plate: string;
  type: VehicleType | null;
  capacity_kg: number | null;
  volume_m3: number | null;
  inspection_expiry: string | null;
  status: VehicleStatus;
  note: string;
}

export function vehicleFormDefaults(vehicle?: Vehicle): VehicleFormValues {
  return {
    plate: vehicle?.plate ?? '',
    type: vehicle?.type ?? null,
    capacity_kg: vehicle?.capacity_kg ?? null,
    volume_m3: vehicle?.volume_m3 ?? null,
    inspection_expiry: vehicle?.inspection_expiry ?? null,
    status: vehicle?.status ?? 'active',
    note: vehicle?.note ?? '',
  };
}

/** Plate, type, payload and volume, inspection (đăng kiểm) expiry and whether the vehicle runs. */
export function VehicleFormFields({
  form,
}: {
  form: UseFormReturn<VehicleFormValues, unknown, VehicleInput>;
}) {
  const texts = useTransportTexts();
  const { control } = form;
  const f = texts.vehicleFields;
  return (
    <Row gutter={16}>
      <FieldCol>
        <FormTextInput
          name="plate"
          control={control}
          label={f.plate}
          maxLength={14}
          placeholder={texts.vehicles.platePlaceholder}
        />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="type"
          control={control}
          label={f.type}
          required
          searchable={false}
          options={VEHICLE_TYPES.map((t) => ({ value: t, label: texts.vehicleTypes[t] }))}
        />
      </FieldCol>
      <FieldCol>
        <FormTextInput
          name="capacity_kg"
          control={control}
          label={f.capacity_kg}
          mode="number"
          maxLength={6}
        />
      </FieldCol>
      <FieldCol>
        <FormTextInput name="volume_m3" control={control} label={f.volume_m3} mode="number" maxLength={6} />
      </FieldCol>
      <FieldCol>
        <FormDateField name="inspection_expiry" control={control} label={f.inspection_expiry} />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="status"
          control={control}
          label={f.status}
          required
          searchable={false}
          options={VEHICLE_STATUSES.map((s) => ({ value: s, label: texts.vehicleStatuses[s] }))}
        />
      </FieldCol>
      <FieldCol full>
        <Controller
          name="note"
          control={control}
          render={({ field, fieldState }) => (
            <FieldItem label={f.note} htmlFor="field-note" error={fieldState.error}>
              <Input.TextArea id="field-note" rows={2} maxLength={1000} {...field} />
            </FieldItem>
          )}
        />
      </FieldCol>
    </Row>
  );
}
