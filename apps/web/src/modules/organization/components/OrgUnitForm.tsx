import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { orgUnitBody, type OrgUnit, type OrgUnitBody } from '@kenh/contract';
import { contractResolver, FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { usePermission } from '../../../platform/session';
import { useOrgUnitNextCode, useOrgUnitTypes, useSaveOrgUnit } from '../api/org-units';
import { useOrgText } from '../texts';
import { CodeField } from './CodeField';
import { OrgFormFrame, useSaveSubmit } from './OrgFormFrame';
import { ManagerSelect } from './ManagerSelect';
import { OfficeSelect } from './OfficeSelect';
import { OrgUnitSelect } from './OrgUnitSelect';

interface Values {
  name: string;
  type_id: number | null;
  parent_id: number | null;
  manager_id: number | null;
  office_id: number | null;
  sort_order: number | null;
  description: string;
}

const FIELDS = [
  'name',
  'type_id',
  'parent_id',
  'manager_id',
  'office_id',
  'sort_order',
  'description',
] as const;
const resolver: Resolver<Values, unknown, OrgUnitBody> = contractResolver(orgUnitBody);

type IdField = 'parent_id' | 'manager_id' | 'office_id';

/** A picker bound to the form, in a labelled row with its message. */
function PickerRow({
  name,
  control,
  label,
  render,
}: {
  name: IdField;
  control: Control<Values, unknown, OrgUnitBody>;
  label: string;
  render: (field: {
    id: string;
    value: number | null;
    onChange: (v: number | null) => void;
    onBlur: () => void;
    error: string | undefined;
    showMessage: false;
  }) => ReactNode;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FieldItem label={label} htmlFor={`unit-${name}`} error={fieldState.error}>
          {render({
            id: `unit-${name}`,
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            error: fieldState.error?.message,
            showMessage: false,
          })}
        </FieldItem>
      )}
    />
  );
}

/**
 * Create (no `unit`; `defaultParentId` presets the parent, e.g. from "add sub-unit") or edit a unit.
 * The parent picker disables the unit itself and its sub-units; the server refuses such a move too.
 */
export function OrgUnitForm({
  unit,
  defaultParentId,
  onSaved,
  onCancel,
  extra,
}: {
  unit?: OrgUnit;
  defaultParentId?: number | null;
  onSaved: (saved: OrgUnit) => void;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const t = useOrgText();
  const canManage = usePermission('organizationstaff.manage');
  const save = useSaveOrgUnit(unit?.id);
  const nextCode = useOrgUnitNextCode(unit === undefined);
  const types = useOrgUnitTypes();
  const { control, handleSubmit, setError } = useForm<Values, unknown, OrgUnitBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: unit?.name ?? '',
      type_id: unit?.type_id ?? null,
      parent_id: unit ? unit.parent_id : (defaultParentId ?? null),
      manager_id: unit?.manager_id ?? null,
      office_id: unit?.office_id ?? null,
      sort_order: unit?.sort_order ?? 0,
      description: unit?.description ?? '',
    },
  });
  const submit = useSaveSubmit({
    handleSubmit,
    setError,
    save: save.mutateAsync,
    fields: FIELDS,
    successKey: unit ? 'organization.unit_updated' : 'organization.unit_created',
    onSaved,
  });
  const readOnly = !canManage;
  return (
    <OrgFormFrame
      label={t('unit.title')}
      readOnly={readOnly}
      onSubmit={submit}
      saving={save.isPending}
      onCancel={onCancel}
      extra={extra}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <CodeField id="unit-code" code={unit?.code ?? nextCode.data?.next_code} preview={!unit} />
        </Col>
        <Col xs={24} md={16}>
          <FormTextInput name="name" control={control} label={t('unit.name')} id="unit-name" />
        </Col>
        <Col xs={24} md={12}>
          <FormSelectField<Values, 'type_id', unknown, OrgUnitBody, number>
            name="type_id"
            control={control}
            label={t('unit.type')}
            id="unit-type_id"
            required
            options={(types.data ?? []).map((ty) => ({
              value: ty.id,
              label: ty.name,
              label_child: ty.code,
            }))}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} md={12}>
          <PickerRow
            name="parent_id"
            control={control}
            label={t('unit.parent')}
            render={(field) => (
              <OrgUnitSelect
                {...field}
                disabled={readOnly}
                excludeId={unit?.id}
                placeholder={t('unit.parentNone')}
              />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <PickerRow
            name="manager_id"
            control={control}
            label={t('unit.manager')}
            render={(field) => <ManagerSelect {...field} disabled={readOnly} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <PickerRow
            name="office_id"
            control={control}
            label={t('unit.office')}
            render={(field) => <OfficeSelect {...field} disabled={readOnly} />}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormTextInput
            name="sort_order"
            control={control}
            mode="number"
            label={t('unit.sortOrder')}
            id="unit-sort"
          />
        </Col>
        <Col xs={24} md={16}>
          <FormTextInput
            name="description"
            control={control}
            label={t('common.description')}
            id="unit-description"
            maxLength={2000}
          />
        </Col>
      </Row>
    </OrgFormFrame>
  );
}
