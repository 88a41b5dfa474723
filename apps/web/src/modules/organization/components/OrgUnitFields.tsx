import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { OrgUnit, OrgUnitBody } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useOrgUnitNextCode, useOrgUnitTypes } from '../api/org-units';
import { useOrgTexts } from '../locales';
import { CodeField } from './CodeField';
import { ManagerSelect } from './ManagerSelect';
import { OfficeSelect } from './OfficeSelect';
import { OrgUnitSelect } from './OrgUnitSelect';

/** What the unit form holds while it is filled (an empty select or number is null). */
export interface OrgUnitFormValues {
  name: string;
  type_id: number | null;
  parent_id: number | null;
  manager_id: number | null;
  office_id: number | null;
  sort_order: number | null;
  description: string;
}

/** A unit's values, or a new unit's (under `parentId`, e.g. from "add sub-unit"). */
export function orgUnitFormDefaults(unit?: OrgUnit, parentId: number | null = null): OrgUnitFormValues {
  return {
    name: unit?.name ?? '',
    type_id: unit?.type_id ?? null,
    parent_id: unit ? unit.parent_id : parentId,
    manager_id: unit?.manager_id ?? null,
    office_id: unit?.office_id ?? null,
    sort_order: unit?.sort_order ?? 0,
    description: unit?.description ?? '',
  };
}

type IdField = 'parent_id' | 'manager_id' | 'office_id';

/** A picker bound to the form, in a labelled row with its message. */
function PickerRow({
  name,
  control,
  label,
  render,
}: {
  name: IdField;
  control: Control<OrgUnitFormValues, unknown, OrgUnitBody>;
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
 * An organisational unit: code (the next one while creating), name, type, parent, manager, office,
 * order, description. The parent picker disables the unit itself and its sub-units; the server
 * refuses such a move too.
 */
export function OrgUnitFields({
  control,
  unit,
}: {
  control: Control<OrgUnitFormValues, unknown, OrgUnitBody>;
  unit?: OrgUnit;
}) {
  const texts = useOrgTexts();
  const nextCode = useOrgUnitNextCode(unit === undefined);
  const types = useOrgUnitTypes();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <CodeField id="unit-code" code={unit?.code ?? nextCode.data?.next_code} preview={!unit} />
      </Col>
      <Col xs={24} md={16}>
        <FormTextInput name="name" control={control} label={texts.unit.name} id="unit-name" />
      </Col>
      <Col xs={24} md={12}>
        <FormSelectField<OrgUnitFormValues, 'type_id', unknown, OrgUnitBody, number>
          name="type_id"
          control={control}
          label={texts.unit.type}
          id="unit-type_id"
          required
          options={(types.data ?? []).map((ty) => ({ value: ty.id, label: ty.name, label_child: ty.code }))}
        />
      </Col>
      <Col xs={24} md={12}>
        <PickerRow
          name="parent_id"
          control={control}
          label={texts.unit.parent}
          render={(field) => (
            <OrgUnitSelect {...field} excludeId={unit?.id} placeholder={texts.unit.parentNone} />
          )}
        />
      </Col>
      <Col xs={24} md={12}>
        <PickerRow
          name="manager_id"
          control={control}
          label={texts.unit.manager}
          render={(field) => <ManagerSelect {...field} />}
        />
      </Col>
      <Col xs={24} md={12}>
        <PickerRow
          name="office_id"
          control={control}
          label={texts.unit.office}
          render={(field) => <OfficeSelect {...field} />}
        />
      </Col>
      <Col xs={24} md={8}>
        <FormTextInput
          name="sort_order"
          control={control}
          mode="number"
          label={texts.unit.sortOrder}
          id="unit-sort"
        />
      </Col>
      <Col xs={24} md={16}>
        <FormTextInput
          name="description"
          control={control}
          label={texts.common.description}
          id="unit-description"
          maxLength={2000}
        />
      </Col>
    </Row>
  );
}
