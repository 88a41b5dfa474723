import { Button, Card, Checkbox, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  createStaffBody,
  GENDERS,
  MARITAL_STATUSES,
  STAFF_STATUSES,
  staffFields,
  type CreateStaffBody,
  type StaffDetail,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, contractResolver, FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormSelectField, FormTextInput, SelectField } from '../../../platform/inputs';
import { FormAddressPicker } from '../../geography';
import { AreaZoneSelect } from '../../locate';
import { OfficeSelect, OrgUnitSelect, PositionSelect } from '../../organization';
import { useNation, useRelations, useStaffDropdown } from '../api/staff';
import { useStaffTexts } from '../locales';
import { FormDateInput } from './DateInput';

export type StaffFormValues = CreateStaffBody & { with_login?: boolean };

/** Every field a server error may name, so its message lands under the right input. */
export const staffFormFields = [
  'fullname',
  'gender',
  'birth_date',
  'id_number',
  'id_issue_date',
  'id_issue_place',
  'marital_status',
  'nationality',
  'ethnicity',
  'join_date',
  'phone',
  'email',
  'account_id',
  'position_id',
  'org_unit_id',
  'office_id',
  'area_id',
  'zone_id',
  'manager_id',
  'status',
  'note',
  'login.username',
  'login.password',
] as const;

function defaults(s?: StaffDetail): StaffFormValues {
  return {
    fullname: s?.fullname ?? '',
    gender: s?.gender ?? null,
    birth_date: s?.birth_date ?? null,
    id_number: s?.id_number ?? '',
    id_issue_date: s?.id_issue_date ?? null,
    id_issue_place: s?.id_issue_place ?? '',
    permanent_address: s?.permanent_address ?? null,
    current_address: s?.current_address ?? null,
    marital_status: s?.marital_status ?? null,
    nationality: s?.nationality ?? 'VN',
    ethnicity: s?.ethnicity ?? null,
    join_date: s?.join_date ?? null,
    phone: s?.phone ?? '',
    email: s?.email ?? '',
    account_id: s?.account_id ?? null,
    position_id: s?.position_id ?? null,
    org_unit_id: s?.org_unit_id ?? null,
    office_id: s?.office_id ?? null,
    area_id: s?.area_id ?? null,
    zone_id: s?.zone_id ?? null,
    manager_id: s?.manager_id ?? null,
    status: s?.status ?? 'active',
    note: s?.note ?? '',
    relatives: (s?.relatives ?? []).map((r) => ({
      relation: r.relation,
      fullname: r.fullname,
      birth_year: r.birth_year,
      phone: r.phone ?? '',
      occupation: r.occupation ?? '',
    })),
    login: null,
    with_login: false,
  };
}

const recordResolver: Resolver<StaffFormValues, unknown, CreateStaffBody> = contractResolver(staffFields);
const withLoginResolver: Resolver<StaffFormValues, unknown, CreateStaffBody> =
  contractResolver(createStaffBody);

/** The manager select: active staff from the dropdown call (never the record itself), searched as typed. */
function ManagerSelect({
  value,
  onChange,
  excludeId,
  current,
  disabled,
}: {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  excludeId?: number;
  current?: StaffDetail['manager'];
  disabled?: boolean;
}) {
  const options = useStaffDropdown(excludeId);
  const list = options.data ?? [];
  const withCurrent =
    current && !list.some((o) => o.value === current.id)
      ? [{ value: current.id, label: current.fullname, label_child: current.code }, ...list]
      : list;
  return (
    <SelectField<number>
      id="field-manager_id"
      allowClear
      disabled={disabled}
      showSuccess={false}
      style={{ width: '100%' }}
      value={value ?? null}
      options={withCurrent}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}

/**
 * Create/edit form of a staff record (docs/staff.md). The same zod schema as the server validates it
 * (CCCD 12 digits, phone, dates); `withLogin` adds the optional login account of `create_staff`.
 */
export function StaffForm({
  staff,
  withLogin = false,
  readOnly = false,
  submitting,
  onSubmit,
  onCancel,
}: {
  staff?: StaffDetail;
  withLogin?: boolean;
  readOnly?: boolean;
  submitting: boolean;
  onSubmit: (values: CreateStaffBody) => Promise<void>;
  onCancel: () => void;
}) {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const [loginOn, setLoginOn] = useState(false);
  const form = useForm<StaffFormValues, unknown, CreateStaffBody>({
    resolver: withLogin && loginOn ? withLoginResolver : recordResolver,
    mode: 'onTouched',
    defaultValues: defaults(staff),
  });
  const { control, handleSubmit, setError, formState } = form;
  const relatives = useFieldArray({ control, name: 'relatives' });
  const nation = useNation();
  const relations = useRelations();
  const lang = texts === undefined ? 'vi' : texts.genders.male === 'Male' ? 'en' : 'vi';
  const areaId = useWatch({ control, name: 'area_id' });
  const zoneId = useWatch({ control, name: 'zone_id' });

  const submit = async (values: CreateStaffBody) => {
    try {
      const { login, ...rest } = values;
      await onSubmit(withLogin && loginOn && login ? { ...rest, login } : rest);
    } catch (error) {
      const message = applyApiError(error, setError, staffFormFields);
      if (message) toast.error(message);
    }
  };
  const master = (list: { code: string; vi: string; en: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: x.code, label: x[lang] }));
  const col = { xs: 24, md: 12, xl: 8 } as const;

  return (
    <Form
      layout="vertical"
      disabled={readOnly}
      onFinish={() => void handleSubmit(submit)()}
      aria-label={texts.titles.create}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={texts.sections.personal} size="small">
          <Row gutter={16}>
            {staff && (
              <Col {...col}>
                <Form.Item label={texts.fields.code}>
                  <Input value={staff.code} disabled />
                </Form.Item>
              </Col>
            )}
            <Col {...col}>
              <FormTextInput
                name="fullname"
                control={control}
                label={texts.fields.fullname}
                maxLength={150}
              />
            </Col>
            <Col {...col}>
              <FormSelectField
                name="gender"
                control={control}
                label={texts.fields.gender}
                allowClear
                searchable={false}
                style={{ width: '100%' }}
                options={GENDERS.map((g) => ({ value: g, label: texts.genders[g] }))}
              />
            </Col>
            <Col {...col}>
              <FormDateInput name="birth_date" control={control} label={texts.fields.birthDate} />
            </Col>
            <Col {...col}>
              <FormSelectField
                name="marital_status"
                control={control}
                label={texts.fields.maritalStatus}
                allowClear
                searchable={false}
                style={{ width: '100%' }}
                options={MARITAL_STATUSES.map((m) => ({ value: m, label: texts.marital[m] }))}
              />
            </Col>
            <Col {...col}>
              <FormSelectField
                name="nationality"
                control={control}
                label={texts.fields.nationality}
                allowClear
                style={{ width: '100%' }}
                options={master(nation.data?.nationalities)}
              />
            </Col>
            <Col {...col}>
              <FormSelectField
                name="ethnicity"
                control={control}
                label={texts.fields.ethnicity}
                allowClear
                style={{ width: '100%' }}
                options={master(nation.data?.ethnicities)}
              />
            </Col>
          </Row>
        </Card>

        <Card title={texts.sections.identity} size="small">
          <Row gutter={16}>
            <Col {...col}>
              <FormTextInput
                name="id_number"
                control={control}
                label={texts.fields.idNumber}
                maxLength={12}
                inputMode="numeric"
              />
            </Col>
            <Col {...col}>
              <FormDateInput name="id_issue_date" control={control} label={texts.fields.idIssueDate} />
            </Col>
            <Col {...col}>
              <FormTextInput name="id_issue_place" control={control} label={texts.fields.idIssuePlace} />
            </Col>
          </Row>
        </Card>

        <Card title={texts.sections.work} size="small">
          <Row gutter={16}>
            {(
              [
                ['position_id', texts.fields.position, PositionSelect],
                ['org_unit_id', texts.fields.orgUnit, OrgUnitSelect],
                ['office_id', texts.fields.office, OfficeSelect],
              ] as const
            ).map(([name, label, Picker]) => (
              <Col {...col} key={name}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <FieldItem label={label} htmlFor={`field-${name}`} error={fieldState.error}>
                      <Picker
                        id={`field-${name}`}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={readOnly}
                        showMessage={false}
                        error={fieldState.error?.message}
                      />
                    </FieldItem>
                  )}
                />
              </Col>
            ))}
            <Col xs={24} xl={16}>
              <FieldItem
                label={texts.fields.areaZone}
                htmlFor="field-area"
                error={formState.errors.zone_id ?? formState.errors.area_id}
              >
                <AreaZoneSelect
                  id="field-area"
                  disabled={readOnly}
                  zoneOptional
                  value={{
                    area_id: areaId ?? null,
                    zone_id: zoneId ?? null,
                  }}
                  onChange={(v) => {
                    form.setValue('area_id', v.area_id, { shouldDirty: true });
                    form.setValue('zone_id', v.zone_id, { shouldDirty: true });
                  }}
                />
              </FieldItem>
            </Col>
            <Col {...col}>
              <FieldItem
                label={texts.fields.manager}
                htmlFor="field-manager_id"
                error={formState.errors.manager_id}
              >
                <Controller
                  name="manager_id"
                  control={control}
                  render={({ field }) => (
                    <ManagerSelect
                      value={field.value}
                      onChange={field.onChange}
                      disabled={readOnly}
                      current={staff?.manager ?? null}
                      {...(staff ? { excludeId: staff.id } : {})}
                    />
                  )}
                />
              </FieldItem>
            </Col>
            <Col {...col}>
              <FormDateInput name="join_date" control={control} label={texts.fields.joinDate} />
            </Col>
            <Col {...col}>
              <FormSelectField
                name="status"
                control={control}
                label={texts.fields.status}
                searchable={false}
                style={{ width: '100%' }}
                options={STAFF_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
              />
            </Col>
          </Row>
        </Card>

        <Card title={texts.sections.contact} size="small">
          <Row gutter={16}>
            <Col {...col}>
              <FormTextInput
                name="phone"
                control={control}
                label={texts.fields.phone}
                maxLength={12}
                inputMode="tel"
              />
            </Col>
            <Col {...col}>
              <FormTextInput name="email" control={control} label={texts.fields.email} inputMode="email" />
            </Col>
            <Col xs={24}>
              <FormAddressPicker
                name="permanent_address"
                control={control}
                label={texts.fields.permanentAddress}
                showStreet
                disabled={readOnly}
              />
              {staff?.permanent_address?.text && !staff.permanent_address.province_code && (
                <Typography.Text type="secondary">{staff.permanent_address.text}</Typography.Text>
              )}
            </Col>
            <Col xs={24}>
              <FormAddressPicker
                name="current_address"
                control={control}
                label={texts.fields.currentAddress}
                showStreet
                disabled={readOnly}
              />
              {staff?.current_address?.text && !staff.current_address.province_code && (
                <Typography.Text type="secondary">{staff.current_address.text}</Typography.Text>
              )}
            </Col>
            <Col xs={24}>
              <FormTextInput name="note" control={control} label={texts.fields.note} maxLength={1000} />
            </Col>
          </Row>
        </Card>

        <Card
          title={texts.sections.relatives}
          size="small"
          extra={
            !readOnly && (
              <Button
                onClick={() =>
                  relatives.append({
                    relation: 'father',
                    fullname: '',
                    birth_year: null,
                    phone: '',
                    occupation: '',
                  })
                }
              >
                {texts.relatives.add}
              </Button>
            )
          }
        >
          {relatives.fields.length === 0 && (
            <Typography.Text type="secondary">{texts.relatives.empty}</Typography.Text>
          )}
          {relatives.fields.map((item, index) => (
            <Row gutter={8} key={item.id} align="bottom" data-testid="relative-row">
              <Col xs={24} md={4}>
                <FormSelectField
                  name={`relatives.${index}.relation`}
                  control={control}
                  label={texts.relatives.relation}
                  style={{ width: '100%' }}
                  options={master(relations.data)}
                />
              </Col>
              <Col xs={24} md={6}>
                <FormTextInput
                  name={`relatives.${index}.fullname`}
                  control={control}
                  label={texts.relatives.fullname}
                  maxLength={150}
                />
              </Col>
              <Col xs={12} md={3}>
                <FormTextInput
                  name={`relatives.${index}.birth_year`}
                  control={control}
                  label={texts.relatives.birthYear}
                  maxLength={4}
                  inputMode="numeric"
                />
              </Col>
              <Col xs={12} md={4}>
                <FormTextInput
                  name={`relatives.${index}.phone`}
                  control={control}
                  label={texts.relatives.phone}
                  maxLength={12}
                />
              </Col>
              <Col xs={18} md={5}>
                <FormTextInput
                  name={`relatives.${index}.occupation`}
                  control={control}
                  label={texts.relatives.occupation}
                  maxLength={150}
                />
              </Col>
              <Col xs={6} md={2}>
                <Form.Item>
                  <Button danger onClick={() => relatives.remove(index)} disabled={readOnly}>
                    {texts.relatives.remove}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          ))}
        </Card>

        {withLogin && (
          <Card title={texts.sections.login} size="small">
            <Checkbox checked={loginOn} onChange={(e) => setLoginOn(e.target.checked)}>
              {texts.fields.createLogin}
            </Checkbox>
            {loginOn && (
              <Row gutter={16} style={{ marginTop: 16 }}>
                <Col {...col}>
                  <FormTextInput
                    name="login.username"
                    control={control}
                    label={texts.fields.username}
                    maxLength={50}
                  />
                </Col>
                <Col {...col}>
                  <FormTextInput
                    name="login.password"
                    control={control}
                    label={texts.fields.password}
                    mode="password"
                    maxLength={128}
                  />
                </Col>
              </Row>
            )}
          </Card>
        )}

        {!readOnly && (
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {staff ? texts.actions.save : texts.actions.create}
            </Button>
            <Button onClick={onCancel}>{texts.actions.cancel}</Button>
          </Space>
        )}
        {formState.isSubmitted && !formState.isValid && Object.keys(formState.errors).length > 0 && (
          <Typography.Text type="danger" role="alert">
            {messageText('error.bad_request')}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}
