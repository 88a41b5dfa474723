import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Col, Flex, Input, Row, Select, Typography } from 'antd';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { formatDate, formatVnd, todayInVietnam, type EmployeeContractBody } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormDateField, FormSelectField, FormTextInput, TextInput } from '../../../platform/inputs';
import { useBenefitOptions, useJournalOptions, useMasterdata } from '../api/contracts';
import { useContractTexts } from '../texts';
import { contractFormResolver, ruleEndDate, type ContractFormValues } from './contract-form-resolver';
import { StaffSelect, type StaffChoice } from './StaffSelect';

export const EMPTY_CONTRACT: ContractFormValues = {
  staff_id: null,
  contract_type: null,
  start_date: null,
  end_date: null,
  position_title: '',
  basic_salary: null,
  insurance_salary: null,
  salary_type: 'monthly',
  working_time: 'full_time',
  insurance_type: 'compulsory_full',
  benefits: [],
  accounting_journal: null,
  signing_date: todayInVietnam(),
  note: '',
};

export type ContractFormApi = UseFormReturn<ContractFormValues, unknown, EmployeeContractBody>;

/**
 * The contract form's state (create, and edit while draft), for the kit's `FormPage`/`FormBody`.
 * Validation is the contract's schema plus its date rules, so the web refuses what the server would.
 */
export function useContractEditor(defaultValues: ContractFormValues = EMPTY_CONTRACT): ContractFormApi {
  return useForm<ContractFormValues, unknown, EmployeeContractBody>({
    resolver: contractFormResolver,
    mode: 'onTouched',
    defaultValues,
  });
}

/** The list-level error of the benefit lines (e.g. a benefit granted twice), as a form row shows it. */
function listError(error: ContractFormApi['formState']['errors']['benefits']): FieldError | undefined {
  if (error?.root) return error.root;
  return error?.message ? { type: error.type ?? 'custom', message: error.message } : undefined;
}

/**
 * The contract's fields. The end date is filled from the type's rule (probation 60 days from the
 * start, fixed-term N months) until the user picks their own, and follows a changed start date; an
 * indefinite contract has none (the field empties and locks).
 */
export function ContractFields({ form, staff }: { form: ContractFormApi; staff?: StaffChoice | null }) {
  const tc = useContractTexts();
  const { control, setValue, getValues, trigger, formState } = form;
  const benefits = useFieldArray({ control, name: 'benefits' });
  const contractType = useWatch({ control, name: 'contract_type' });
  const startDate = useWatch({ control, name: 'start_date' });
  const basicSalary = useWatch({ control, name: 'basic_salary' });

  // The end date the rule gave last (for a draft being edited, the rule's date of its saved type and
  // start): while the field still holds it, a new type or start date replaces it; a date the user
  // chose stays. The type decides the end-date rules, so a changed type re-checks an end date
  // already looked at.
  const [initialRuleEnd] = useState(() => ruleEndDate(getValues()));
  const filledEnd = useRef<string | null>(initialRuleEnd);
  const endTouched = Boolean(formState.touchedFields.end_date) || formState.isSubmitted;
  const fillEnd = useCallback(() => {
    const values = getValues();
    if (!values.contract_type || !values.start_date) return;
    const current = values.end_date;
    if (current && current !== filledEnd.current && values.contract_type !== 'indefinite') return;
    const end = ruleEndDate(values);
    filledEnd.current = end;
    if (end !== current) setValue('end_date', end, { shouldDirty: true });
  }, [getValues, setValue]);
  useEffect(() => {
    fillEnd();
    if (endTouched) void trigger('end_date');
  }, [contractType, startDate, fillEnd, trigger, endTouched]);
  const latestEnd = ruleEndDate({ contract_type: contractType, start_date: startDate });

  const types = useMasterdata('contract_type');
  const salaryTypes = useMasterdata('salary_type');
  const workingTimes = useMasterdata('working_time');
  const insuranceTypes = useMasterdata('insurance_type');
  const benefitOptions = useBenefitOptions();
  const journals = useJournalOptions();

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Controller
            control={control}
            name="staff_id"
            render={({ field, fieldState }) => (
              <FieldItem label={tc('fields.staff')} htmlFor="field-staff_id" error={fieldState.error}>
                <StaffSelect
                  id="field-staff_id"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  current={staff}
                  status={fieldState.error ? 'error' : undefined}
                />
              </FieldItem>
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormSelectField
            name="contract_type"
            control={control}
            label={tc('fields.contractType')}
            options={types.data ?? []}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormDateField name="start_date" control={control} label={tc('fields.startDate')} />
        </Col>
        <Col xs={24} md={8}>
          <FormDateField
            name="end_date"
            control={control}
            label={tc('fields.endDate')}
            disabled={contractType === 'indefinite'}
          />
          {latestEnd && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: -16, marginBottom: 16 }}>
              {tc('latestEnd', { date: formatDate(latestEnd) })}
            </Typography.Text>
          )}
        </Col>
        <Col xs={24} md={8}>
          <FormDateField
            name="signing_date"
            control={control}
            label={tc('fields.signingDate')}
            max={todayInVietnam()}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="position_title"
            control={control}
            label={tc('fields.positionTitle')}
            placeholder={tc('fields.positionTitleHint')}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormSelectField
            name="accounting_journal"
            control={control}
            label={tc('fields.accountingJournal')}
            options={journals.data ?? []}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="basic_salary"
            control={control}
            label={tc('fields.basicSalary')}
            mode="money"
          />
          {typeof basicSalary === 'number' && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: -16, marginBottom: 16 }}>
              {formatVnd(basicSalary)}
            </Typography.Text>
          )}
        </Col>
        <Col xs={24} md={12}>
          <FormTextInput
            name="insurance_salary"
            control={control}
            label={tc('fields.insuranceSalary')}
            mode="money"
          />
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField
            name="salary_type"
            control={control}
            label={tc('fields.salaryType')}
            options={salaryTypes.data ?? []}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField
            name="working_time"
            control={control}
            label={tc('fields.workingTime')}
            options={workingTimes.data ?? []}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField
            name="insurance_type"
            control={control}
            label={tc('fields.insuranceType')}
            options={insuranceTypes.data ?? []}
          />
        </Col>
      </Row>

      <Typography.Title level={5}>{tc('fields.benefits')}</Typography.Title>
      {benefits.fields.map((line, index) => (
        <Flex key={line.id} gap={8} align="start" wrap data-testid="benefit-line">
          <Controller
            control={control}
            name={`benefits.${index}.benefit_id`}
            render={({ field, fieldState }) => (
              <FieldItem label={tc('fields.benefit')} htmlFor={`benefit-${index}`} error={fieldState.error}>
                <Select<number>
                  id={`benefit-${index}`}
                  value={field.value}
                  onChange={field.onChange}
                  options={(benefitOptions.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
                  style={{ width: 240 }}
                />
              </FieldItem>
            )}
          />
          <Controller
            control={control}
            name={`benefits.${index}.amount`}
            render={({ field, fieldState }) => (
              <FieldItem
                label={tc('fields.amount')}
                htmlFor={`benefit-amount-${index}`}
                error={fieldState.error}
              >
                <TextInput
                  id={`benefit-amount-${index}`}
                  mode="money"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  showMessage={false}
                />
              </FieldItem>
            )}
          />
          <Button style={{ marginTop: 30 }} onClick={() => benefits.remove(index)}>
            {tc('fields.removeBenefit')}
          </Button>
        </Flex>
      ))}
      <FieldItem label={null} htmlFor="add-benefit" error={listError(formState.errors.benefits)}>
        <Button
          id="add-benefit"
          onClick={() => {
            const used = new Set(getValues('benefits')?.map((b) => b.benefit_id));
            const next = (benefitOptions.data ?? []).find((b) => !used.has(b.value));
            if (next) benefits.append({ benefit_id: next.value, amount: 0 });
          }}
        >
          {tc('fields.addBenefit')}
        </Button>
      </FieldItem>

      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => (
          <FieldItem label={tc('fields.note')} htmlFor="field-note" error={fieldState.error}>
            <Input.TextArea
              id="field-note"
              maxLength={2000}
              rows={3}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          </FieldItem>
        )}
      />
    </>
  );
}
