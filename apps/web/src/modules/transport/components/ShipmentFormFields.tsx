import { useEffect, useRef } from 'react';
import { Form, Input, Row, Typography } from 'antd';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { todayInVietnam, type ShipmentInput, type VehicleOption } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormDateField, FormSelectField, TextInput } from '../../../platform/inputs';
import { FieldCol, fill } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import {
  useDriverOptions,
  useShipmentCandidates,
  useVehicleOptions,
  useWarehouseOptions,
} from '../api/shipments';
import { useTransportTexts } from '../locales';
import { CandidatePicker } from './CandidatePicker';
import { useNumberFormat } from './use-number-format';

/** What the form holds while it is filled (an empty select, number or date is null). */
export interface ShipmentFormValues {
  warehouse_id: number | null;
  receipt_ids: number[];
  driver_id: number | null;
  vehicle_id: number | null;
  planned_on: string | null;
  load_kg: number | null;
  note: string;
}

/** A new shipment: nothing chosen, planned for today (in Vietnam). */
export function shipmentFormDefaults(): ShipmentFormValues {
  return {
    warehouse_id: null,
    receipt_ids: [],
    driver_id: null,
    vehicle_id: null,
    planned_on: todayInVietnam(),
    load_kg: null,
    note: '',
  };
}

export type ShipmentForm = UseFormReturn<ShipmentFormValues, unknown, ShipmentInput>;

/** The load weighed at the dock, with a live "x / payload kg" hint against the chosen vehicle. */
function LoadField({ form, vehicle }: { form: ShipmentForm; vehicle: VehicleOption | undefined }) {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const number = useNumberFormat();
  const load = useWatch({ control: form.control, name: 'load_kg' });
  const over = vehicle !== undefined && load !== null && load > vehicle.capacity_kg;
  const hint = vehicle ? (
    <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="load-hint">
      {fill(texts.create.loadHint, { load: number(load ?? 0), capacity: number(vehicle.capacity_kg) })}
      {over && ` · ${texts.create.overCapacity}`}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary" data-testid="load-hint">
      {texts.create.pickVehicle}
    </Typography.Text>
  );
  return (
    <Controller
      name="load_kg"
      control={form.control}
      render={({ field, fieldState }) => (
        <Form.Item
          label={texts.shipmentFields.load_kg}
          htmlFor="field-load_kg"
          validateStatus={fieldState.error || over ? 'error' : undefined}
          help={fieldState.error?.message ? messageText(fieldState.error.message) : undefined}
          extra={hint}
        >
          <TextInput
            id="field-load_kg"
            mode="number"
            maxLength={6}
            suffix="kg"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            showMessage={false}
          />
        </Form.Item>
      )}
    />
  );
}

/**
 * Warehouse and planned day, then the warehouse's goods issues waiting for a shipment (changing the
 * warehouse clears the ticks), driver and vehicle among those who may take the road (the vehicle
 * shows its payload), load and note. `vehicle` is the chosen vehicle's option (its payload).
 */
export function ShipmentFormFields({
  form,
  vehicle,
}: {
  form: ShipmentForm;
  vehicle: VehicleOption | undefined;
}) {
  const texts = useTransportTexts();
  const number = useNumberFormat();
  const canReadWarehouses = usePermission('warehouse');
  const warehouses = useWarehouseOptions();
  const drivers = useDriverOptions();
  const vehicles = useVehicleOptions();
  const { control, setValue } = form;
  const warehouseId = useWatch({ control, name: 'warehouse_id' });
  const candidates = useShipmentCandidates(warehouseId);
  const f = texts.shipmentFields;

  // Another warehouse's goods issues cannot ride along: a new warehouse starts with none ticked.
  const previous = useRef(warehouseId);
  useEffect(() => {
    if (previous.current === warehouseId) return;
    previous.current = warehouseId;
    setValue('receipt_ids', [], { shouldDirty: true });
  }, [warehouseId, setValue]);

  return (
    <Row gutter={16}>
      <FieldCol>
        <FormSelectField
          name="warehouse_id"
          control={control}
          label={f.warehouse_id}
          required
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
          {...(canReadWarehouses ? {} : { noDataText: texts.create.noWarehouseAccess })}
        />
      </FieldCol>
      <FieldCol>
        <FormDateField name="planned_on" control={control} label={f.planned_on} />
      </FieldCol>
      <FieldCol full>
        <Controller
          name="receipt_ids"
          control={control}
          render={({ field, fieldState }) => (
            <FieldItem label={f.receipt_ids} htmlFor="field-receipt_ids" error={fieldState.error}>
              <CandidatePicker
                id="field-receipt_ids"
                candidates={candidates.data ?? []}
                loading={candidates.isLoading}
                emptyText={warehouseId === null ? texts.create.pickWarehouse : texts.create.noCandidates}
                value={field.value}
                onChange={(ids) => {
                  field.onChange(ids);
                  field.onBlur();
                }}
              />
            </FieldItem>
          )}
        />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="driver_id"
          control={control}
          label={f.driver_id}
          required
          options={(drivers.data ?? []).map((d) => ({
            value: d.value,
            label: d.label,
            label_child: `${d.label_child} · ${d.licence_class}`,
          }))}
        />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="vehicle_id"
          control={control}
          label={f.vehicle_id}
          required
          options={(vehicles.data ?? []).map((v) => ({
            value: v.value,
            label: v.label,
            label_child: fill(texts.create.payload, {
              type: texts.vehicleTypes[v.type],
              capacity: number(v.capacity_kg),
            }),
          }))}
        />
      </FieldCol>
      <FieldCol>
        <LoadField form={form} vehicle={vehicle} />
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
