import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  employeeContractLatestEnd,
  formatDate,
  formatVnd,
  todayInVietnam,
  type EmployeeContractBody,
} from '@kenh/contract';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput, TextInput } from '../../../platform/inputs';
import { useBenefitOptions, useJournalOptions, useMasterdata } from '../api/contracts';
import { useContractTexts } from '../texts';
import { contractFormResolver, type ContractFormValues } from './contract-form-resolver';
import { FormDateField } from './FormDateField';
import { StaffSelect, type StaffChoice } from './StaffSelect';

const FIELDS = [
  'staff_id',
  'contract_type',
  'start_date',
  'end_date',
  'position_title',
  'basic_salary',
  'insurance_salary',
  'salary_type',
  'working_time',
  'insurance_type',
  'benefits',
  'accounting_journal',
  'signing_date',
  'note',
] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY_CONTRACT: ContractFormValues = {
  staff_id: null,
  contract_type: null,
  start_date: '',
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

/**
 * The contract form (create, and edit while draft). Validation is the contract's schema, so the web
 * refuses what the server would: end after start, probation at most 60 days, no end date for an
 * indefinite contract, signing date not in the future. The end date is filled from the type's rule
 * until the user picks their own. Server field errors land under their fields;
 * other failures come back as the returned message.
 */
export function ContractForm({
  defaultValues = EMPTY_CONTRACT,
  staff,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: ContractFormValues;
  staff?: StaffChoice | null;
  submitLabel: string;
  onSubmit: (values: EmployeeContractBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const tc = useContractTexts();
  const { control, handleSubmit, setError, setValue, getValues, trigger, formState } = useForm<
    ContractFormValues,
    unknown,
    EmployeeContractBody
  >({ resolver: contractFormResolver, mode: 'onTouched', defaultValues });
  const benefits = useFieldArray({ control, name: 'benefits' });
  const contractType = useWatch({ control, name: 'contract_type' });
  const basicSalary = useWatch({ control, name: 'basic_salary' });
  const [failure, setFailure] = useState<string>();

  // The end date follows the rules: an indefinite contract has none (the field empties and locks);
  // the other types get the latest end their rule allows (probation 60 days, fixed-term N months)
  // while the user has not chosen one of their own, so the form fills it instead of refusing the
  // save. The type decides the end-date rules, so a changed type re-checks an end date looked at.
  const startDate = useWatch({ control, name: 'start_date' });
  const filledEnd = useRef<string | null>(null);
  const endTouched = Boolean(formState.touchedFields.end_date) || formState.isSubmitted;
  const fillEnd = useCallback(() => {
    const type = getValues('contract_type');
    const start = getValues('start_date');
    if (!type || !start || !ISO_DAY.test(start)) return;
    const current = getValues('end_date');
    if (current && current !== filledEnd.current && type !== 'indefinite') return;
    const end = employeeContractLatestEnd(type, start);
    filledEnd.current = end;
    if (end !== current) setValue('end_date', end);
  }, [getValues, setValue]);
  useEffect(() => {
    fillEnd();
    if (endTouched) void trigger('end_date');
  }, [contractType, startDate, fillEnd, trigger, endTouched]);
  const latestEnd =
    contractType && contractType !== 'indefinite' && startDate && ISO_DAY.test(startDate)
      ? employeeContractLatestEnd(contractType, startDate)
      : null;

  const types = useMasterdata('contract_type');
  const salaryTypes = useMasterdata('salary_type');
  const workingTimes = useMasterdata('working_time');
  const insuranceTypes = useMasterdata('insurance_type');
  const benefitOptions = useBenefitOptions();
  const journals = useJournalOptions();

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applyApiError(error, setError, FIELDS));
    }
  });
  // An end date cleared by hand is filled again from the rule rather than refused.
  const submit = (event: FormEvent) => {
    fillEnd();
    return save(event);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Form layout="vertical" component={false}>
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
              style={{ width: '100%' }}
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
              <Typography.Text
                type="secondary"
                style={{ display: 'block', marginTop: -16, marginBottom: 16 }}
              >
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
              style={{ width: '100%' }}
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
              <Typography.Text
                type="secondary"
                style={{ display: 'block', marginTop: -16, marginBottom: 16 }}
              >
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
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormSelectField
              name="working_time"
              control={control}
              label={tc('fields.workingTime')}
              options={workingTimes.data ?? []}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormSelectField
              name="insurance_type"
              control={control}
              label={tc('fields.insuranceType')}
              options={insuranceTypes.data ?? []}
              style={{ width: '100%' }}
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
        <FieldItem
          label={null}
          htmlFor="add-benefit"
          error={formState.errors.benefits?.root ?? (formState.errors.benefits as never)}
        >
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

        {failure && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 12 }}>
            {failure}
          </Typography.Text>
        )}
        <Flex gap={8} justify="end">
          {onCancel && <Button onClick={onCancel}>{tc('back')}</Button>}
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
