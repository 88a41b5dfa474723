import type { ReactNode } from 'react';
import { Col, Form, Row } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { officeBody, type Office, type OfficeBody } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { usePermission } from '../../../platform/session';
import { AddressPicker } from '../../geography';
import { useLocateDropdown } from '../../locate';
import { useOfficeNextCode, useSaveOffice } from '../api/offices';
import { useOrgText } from '../texts';
import { CodeField } from './CodeField';
import { ActiveSwitchField, OrgFormFrame, useSaveSubmit } from './OrgFormFrame';
import { contractResolver } from '../../../platform/forms';

interface Values {
  name: string;
  address: string;
  province_code: string;
  ward_code: string;
  phone: string;
  email: string;
  area_id: number | null;
  is_active: boolean;
}

const FIELDS = ['name', 'address', 'province_code', 'ward_code', 'phone', 'email', 'area_id'] as const;
const resolver: Resolver<Values, unknown, OfficeBody> = contractResolver(officeBody);

/**
 * Create (no `office`) or edit an office; read-only without `officestaff.manage`. Province and ward
 * come from the geography module's picker (current units), the area from the locate module.
 */
export function OfficeForm({
  office,
  onSaved,
  onCancel,
  extra,
}: {
  office?: Office;
  onSaved: (saved: Office) => void;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const t = useOrgText();
  const canManage = usePermission('officestaff.manage');
  const save = useSaveOffice(office?.id);
  const nextCode = useOfficeNextCode(office === undefined);
  const areas = useLocateDropdown(true);
  const { control, handleSubmit, setError, setValue, watch } = useForm<Values, unknown, OfficeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: office?.name ?? '',
      address: office?.address ?? '',
      province_code: office?.province_code ?? '',
      ward_code: office?.ward_code ?? '',
      phone: office?.phone ?? '',
      email: office?.email ?? '',
      area_id: office?.area_id ?? null,
      is_active: office?.is_active ?? true,
    },
  });
  const submit = useSaveSubmit({
    handleSubmit,
    setError,
    save: save.mutateAsync,
    fields: FIELDS,
    successKey: office ? 'organization.office_updated' : 'organization.office_created',
    onSaved,
  });
  const readOnly = !canManage;
  return (
    <OrgFormFrame
      label={t('office.title')}
      readOnly={readOnly}
      onSubmit={submit}
      saving={save.isPending}
      onCancel={onCancel}
      extra={extra}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <CodeField id="office-code" code={office?.code ?? nextCode.data?.next_code} preview={!office} />
        </Col>
        <Col xs={24} md={16}>
          <FormTextInput name="name" control={control} label={t('office.name')} id="office-name" />
        </Col>
        <Col xs={24}>
          <FormTextInput
            name="address"
            control={control}
            label={t('office.address')}
            id="office-address"
            maxLength={500}
          />
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label={t('office.province')} htmlFor="office-province">
            <AddressPicker
              id="office-province"
              allowLegacy={false}
              disabled={readOnly}
              value={
                watch('province_code')
                  ? { province_code: watch('province_code'), ward_code: watch('ward_code') }
                  : null
              }
              onChange={(next) => {
                setValue('province_code', next?.province_code ?? '', { shouldDirty: true });
                setValue('ward_code', next?.ward_code ?? '', { shouldDirty: true });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField<Values, 'area_id', unknown, OfficeBody, number>
            name="area_id"
            control={control}
            label={t('office.area')}
            id="office-area"
            allowClear
            options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="phone"
            control={control}
            label={t('office.phone')}
            id="office-phone"
            inputMode="tel"
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="email"
            control={control}
            label={t('office.email')}
            id="office-email"
            inputMode="email"
          />
        </Col>
      </Row>
      <ActiveSwitchField
        control={control}
        label={t('office.isActive')}
        id="office-active"
        readOnly={readOnly}
      />
    </OrgFormFrame>
  );
}
