import { Col, Form, Row } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import type { Office, OfficeBody } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { AddressPicker } from '../../geography';
import { useLocateDropdown } from '../../locate';
import { useOfficeNextCode } from '../api/offices';
import { useOrgTexts } from '../locales';
import { ActiveSwitchField } from './ActiveSwitchField';
import { CodeField } from './CodeField';

/** What the office form holds while it is filled (an empty select is null). */
export interface OfficeFormValues {
  name: string;
  address: string;
  province_code: string;
  ward_code: string;
  phone: string;
  email: string;
  area_id: number | null;
  is_active: boolean;
}

export function officeFormDefaults(office?: Office): OfficeFormValues {
  return {
    name: office?.name ?? '',
    address: office?.address ?? '',
    province_code: office?.province_code ?? '',
    ward_code: office?.ward_code ?? '',
    phone: office?.phone ?? '',
    email: office?.email ?? '',
    area_id: office?.area_id ?? null,
    is_active: office?.is_active ?? true,
  };
}

/**
 * An office (văn phòng). Province and ward come from the geography module's picker (current units),
 * the area (vùng) from the locate module.
 */
export function OfficeFields({
  form,
  office,
  readOnly,
}: {
  form: UseFormReturn<OfficeFormValues, unknown, OfficeBody>;
  office?: Office;
  readOnly: boolean;
}) {
  const texts = useOrgTexts();
  const nextCode = useOfficeNextCode(office === undefined);
  const areaOptions = useLocateDropdown(true).data ?? [];
  const { control, setValue, watch } = form;
  const province = watch('province_code');
  const ward = watch('ward_code');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <CodeField id="office-code" code={office?.code ?? nextCode.data?.next_code} preview={!office} />
        </Col>
        <Col xs={24} md={16}>
          <FormTextInput name="name" control={control} label={texts.office.name} id="office-name" />
        </Col>
        <Col xs={24}>
          <FormTextInput
            name="address"
            control={control}
            label={texts.office.address}
            id="office-address"
            maxLength={500}
          />
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label={texts.office.province} htmlFor="office-province">
            <AddressPicker
              id="office-province"
              allowLegacy={false}
              disabled={readOnly}
              value={province ? { province_code: province, ward_code: ward } : null}
              onChange={(next) => {
                setValue('province_code', next?.province_code ?? '', { shouldDirty: true });
                setValue('ward_code', next?.ward_code ?? '', { shouldDirty: true });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField<OfficeFormValues, 'area_id', unknown, OfficeBody, number>
            name="area_id"
            control={control}
            label={texts.office.area}
            id="office-area"
            allowClear
            options={areaOptions.map((a) => ({ value: a.value, label: a.label }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="phone"
            control={control}
            label={texts.office.phone}
            id="office-phone"
            inputMode="tel"
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="email"
            control={control}
            label={texts.office.email}
            id="office-email"
            inputMode="email"
          />
        </Col>
      </Row>
      <ActiveSwitchField control={control} label={texts.office.isActive} id="office-active" />
    </>
  );
}
