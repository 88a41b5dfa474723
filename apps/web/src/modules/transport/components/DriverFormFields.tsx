import { Input, Row } from 'antd';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  DRIVER_STATUSES,
  LICENCE_CLASSES,
  type Driver,
  type DriverInput,
  type DriverStatus,
  type LicenceClass,
} from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormDateField, FormSelectField, FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useAccountOptions } from '../api/drivers';
import { useTransportTexts } from '../locales';

/** What the form holds while it is filled (an empty select or date is null). */
export interface DriverFormValues {
  full_name: string;
  phone: string;
  national_id: string;
  licence_number: string;
  licence_class: LicenceClass | null;
  licence_expiry: string | null;
  account_id: number | null;
  note: string;
  status: DriverStatus;
}

export function driverFormDefaults(driver?: Driver): DriverFormValues {
  return {
    full_name: driver?.full_name ?? '',
    phone: driver?.phone ?? '',
    national_id: driver?.national_id ?? '',
    licence_number: driver?.licence_number ?? '',
    licence_class: driver?.licence_class ?? null,
    licence_expiry: driver?.licence_expiry ?? null,
    account_id: driver?.account_id ?? null,
    note: driver?.note ?? '',
    status: driver?.status ?? 'active',
  };
}

type DriverForm = UseFormReturn<DriverFormValues, unknown, DriverInput>;

/** The linked account: a searchable select for whoever may list accounts, else its name read-only. */
function AccountField({ form, driver }: { form: DriverForm; driver: Driver | undefined }) {
  const texts = useTransportTexts();
  const mayList = usePermission('user');
  const accounts = useAccountOptions();
  if (!mayList)
    return (
      <FieldItem label={texts.driverFields.account_id} htmlFor="field-account_id" error={undefined}>
        <Input id="field-account_id" disabled value={driver?.account_name ?? texts.drivers.noAccount} />
      </FieldItem>
    );
  return (
    <FormSelectField
      name="account_id"
      control={form.control}
      label={texts.driverFields.account_id}
      allowClear
      placeholder={texts.drivers.noAccount}
      options={(accounts.data ?? []).map((a) => ({
        value: a.value,
        label: a.label,
        label_child: a.label_child,
      }))}
    />
  );
}

/** Who the driver is, their licence, the account they sign in with, and whether they work now. */
export function DriverFormFields({ form, driver }: { form: DriverForm; driver?: Driver }) {
  const texts = useTransportTexts();
  const { control } = form;
  const f = texts.driverFields;
  return (
    <Row gutter={16}>
      <FieldCol>
        <FormTextInput name="full_name" control={control} label={f.full_name} maxLength={150} />
      </FieldCol>
      <FieldCol>
        <FormTextInput name="phone" control={control} label={f.phone} maxLength={12} />
      </FieldCol>
      <FieldCol>
        <FormTextInput name="national_id" control={control} label={f.national_id} maxLength={12} />
      </FieldCol>
      <FieldCol>
        <FormTextInput name="licence_number" control={control} label={f.licence_number} maxLength={12} />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="licence_class"
          control={control}
          label={f.licence_class}
          required
          searchable={false}
          options={LICENCE_CLASSES.map((c) => ({ value: c, label: c }))}
        />
      </FieldCol>
      <FieldCol>
        <FormDateField name="licence_expiry" control={control} label={f.licence_expiry} />
      </FieldCol>
      <FieldCol>
        <AccountField form={form} driver={driver} />
      </FieldCol>
      <FieldCol>
        <FormSelectField
          name="status"
          control={control}
          label={f.status}
          required
          searchable={false}
          options={DRIVER_STATUSES.map((s) => ({ value: s, label: texts.driverStatuses[s] }))}
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
