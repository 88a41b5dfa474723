import { Card, Checkbox, Form, Input, Row, Space, Typography } from 'antd';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  GENDERS,
  MARITAL_STATUSES,
  STAFF_STATUSES,
  type CreateStaffBody,
  type StaffDetail,
} from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormDateField, FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocale } from '../../../platform/layout';
import { FieldCol } from '../../../platform/pages';
import { FormAddressPicker } from '../../geography';
import { AreaZoneSelect } from '../../locate';
import { OfficeSelect, OrgUnitSelect, PositionSelect } from '../../organization';
import { useNation } from '../api/staff';
import { useStaffTexts } from '../locales';
import { ManagerSelect } from './ManagerSelect';
import { RelativesFields } from './RelativesFields';
import type { StaffFormValues } from './staff-form-values';

/**
 * The fields of a staff record (docs/staff.md), inside the kit's wide `FormPage` (three fields a row
 * on desktop, one on phones); `withLogin` adds the optional login account of `create_staff`. Dates are dd/mm/yyyy pickers; the form holds YYYY-MM-DD.
 */
export function StaffFormFields({
  form,
  staff,
  withLogin = false,
  readOnly = false,
}: {
  form: UseFormReturn<StaffFormValues, unknown, CreateStaffBody>;
  staff?: StaffDetail;
  withLogin?: boolean;
  readOnly?: boolean;
}) {
  const texts = useStaffTexts();
  const messageText = useMessageText();
  const lang = useLocale();
  const { control, formState } = form;
  const nation = useNation();
  const areaId = useWatch({ control, name: 'area_id' });
  const zoneId = useWatch({ control, name: 'zone_id' });
  // The login is asked for (and checked) only while the box is ticked; null otherwise.
  const loginOn = useWatch({ control, name: 'login' }) != null;
  const master = (list: { code: string; vi: string; en: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: x.code, label: x[lang] }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={texts.sections.personal} size="small">
        <Row gutter={16}>
          {staff && (
            <FieldCol>
              <Form.Item label={texts.fields.code}>
                <Input value={staff.code} disabled />
              </Form.Item>
            </FieldCol>
          )}
          <FieldCol>
            <FormTextInput name="fullname" control={control} label={texts.fields.fullname} maxLength={150} />
          </FieldCol>
          <FieldCol>
            <FormSelectField
              name="gender"
              control={control}
              label={texts.fields.gender}
              allowClear
              searchable={false}
              options={GENDERS.map((g) => ({ value: g, label: texts.genders[g] }))}
            />
          </FieldCol>
          <FieldCol>
            <FormDateField name="birth_date" control={control} label={texts.fields.birthDate} />
          </FieldCol>
          <FieldCol>
            <FormSelectField
              name="marital_status"
              control={control}
              label={texts.fields.maritalStatus}
              allowClear
              searchable={false}
              options={MARITAL_STATUSES.map((m) => ({ value: m, label: texts.marital[m] }))}
            />
          </FieldCol>
          <FieldCol>
            <FormSelectField
              name="nationality"
              control={control}
              label={texts.fields.nationality}
              allowClear
              options={master(nation.data?.nationalities)}
            />
          </FieldCol>
          <FieldCol>
            <FormSelectField
              name="ethnicity"
              control={control}
              label={texts.fields.ethnicity}
              allowClear
              options={master(nation.data?.ethnicities)}
            />
          </FieldCol>
        </Row>
      </Card>

      <Card title={texts.sections.identity} size="small">
        <Row gutter={16}>
          <FieldCol>
            <FormTextInput
              name="id_number"
              control={control}
              label={texts.fields.idNumber}
              maxLength={12}
              inputMode="numeric"
            />
          </FieldCol>
          <FieldCol>
            <FormDateField name="id_issue_date" control={control} label={texts.fields.idIssueDate} />
          </FieldCol>
          <FieldCol>
            <FormTextInput name="id_issue_place" control={control} label={texts.fields.idIssuePlace} />
          </FieldCol>
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
            <FieldCol key={name}>
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
            </FieldCol>
          ))}
          <FieldCol>
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
          </FieldCol>
          <FieldCol full>
            <FieldItem
              label={texts.fields.areaZone}
              htmlFor="field-area"
              error={formState.errors.zone_id ?? formState.errors.area_id}
            >
              <AreaZoneSelect
                id="field-area"
                disabled={readOnly}
                zoneOptional
                value={{ area_id: areaId ?? null, zone_id: zoneId ?? null }}
                onChange={(v) => {
                  form.setValue('area_id', v.area_id, { shouldDirty: true });
                  form.setValue('zone_id', v.zone_id, { shouldDirty: true });
                }}
              />
            </FieldItem>
          </FieldCol>
          <FieldCol>
            <FormDateField name="join_date" control={control} label={texts.fields.joinDate} />
          </FieldCol>
          <FieldCol>
            <FormSelectField
              name="status"
              control={control}
              label={texts.fields.status}
              searchable={false}
              options={STAFF_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
            />
          </FieldCol>
        </Row>
      </Card>

      <Card title={texts.sections.contact} size="small">
        <Row gutter={16}>
          <FieldCol>
            <FormTextInput
              name="phone"
              control={control}
              label={texts.fields.phone}
              maxLength={12}
              inputMode="tel"
            />
          </FieldCol>
          <FieldCol>
            <FormTextInput name="email" control={control} label={texts.fields.email} inputMode="email" />
          </FieldCol>
          {(['permanent_address', 'current_address'] as const).map((name) => (
            <FieldCol full key={name}>
              <FormAddressPicker
                name={name}
                control={control}
                label={
                  name === 'permanent_address' ? texts.fields.permanentAddress : texts.fields.currentAddress
                }
                showStreet
                disabled={readOnly}
              />
              {/* An imported address without a picked province keeps its text. */}
              {staff?.[name]?.text && !staff[name].province_code && (
                <Typography.Text type="secondary">{staff[name].text}</Typography.Text>
              )}
            </FieldCol>
          ))}
          <FieldCol full>
            <FormTextInput name="note" control={control} label={texts.fields.note} maxLength={1000} />
          </FieldCol>
        </Row>
      </Card>

      <RelativesFields control={control} readOnly={readOnly} />

      {withLogin && (
        <Card title={texts.sections.login} size="small">
          <Checkbox
            checked={loginOn}
            onChange={(e) =>
              form.setValue('login', e.target.checked ? { username: '', password: '' } : null, {
                shouldDirty: true,
              })
            }
          >
            {texts.fields.createLogin}
          </Checkbox>
          {loginOn && (
            <Row gutter={16} style={{ marginTop: 16 }}>
              <FieldCol>
                <FormTextInput
                  name="login.username"
                  control={control}
                  label={texts.fields.username}
                  maxLength={50}
                />
              </FieldCol>
              <FieldCol>
                <FormTextInput
                  name="login.password"
                  control={control}
                  label={texts.fields.password}
                  mode="password"
                  maxLength={128}
                />
              </FieldCol>
            </Row>
          )}
        </Card>
      )}

      {formState.isSubmitted && Object.keys(formState.errors).length > 0 && (
        <Typography.Text type="danger" role="alert">
          {messageText('error.bad_request')}
        </Typography.Text>
      )}
    </Space>
  );
}
