import { Checkbox, Row } from 'antd';
import { useController, type UseFormReturn } from 'react-hook-form';
import {
  ORDER_FLOW_STATUS_LABELS,
  ORDER_FLOW_STATUSES,
  PRICE_SYSTEM_LABELS,
  PRICE_SYSTEMS,
} from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../../platform/inputs';
import { useLocale } from '../../../../platform/layout';
import { FieldCol } from '../../../../platform/pages';
import type { FlowFormOutput, FlowFormValues } from './flow-form';
import { FlowStepsFields } from './FlowStepsFields';
import { useFlowTexts } from './use-flow-texts';

/** The flow editor's fields: name, systems, status, default, then the ordered steps. */
export function FlowFormFields({
  form,
  readOnly,
}: {
  form: UseFormReturn<FlowFormValues, unknown, FlowFormOutput>;
  readOnly: boolean;
}) {
  const { control, setValue } = form;
  const texts = useFlowTexts();
  const lang = useLocale();
  const isDefault = useController({ control, name: 'is_default' });
  return (
    <>
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput name="name" control={control} label={texts.form.name} maxLength={150} />
        </FieldCol>
        <FieldCol>
          <FormSelectField
            name="status"
            control={control}
            label={texts.form.status}
            aria-label={texts.form.status}
            style={{ width: '100%' }}
            options={ORDER_FLOW_STATUSES.map((value) => ({
              value,
              label: ORDER_FLOW_STATUS_LABELS[value][lang],
            }))}
          />
        </FieldCol>
        <FieldCol>
          <FormSelectField
            name="systems"
            control={control}
            label={texts.form.systems}
            aria-label={texts.form.systems}
            style={{ width: '100%' }}
            multiple
            options={PRICE_SYSTEMS.map((value) => ({ value, label: PRICE_SYSTEM_LABELS[value][lang] }))}
          />
        </FieldCol>
        <FieldCol>
          <Checkbox
            checked={Boolean(isDefault.field.value)}
            onChange={(event) => isDefault.field.onChange(event.target.checked)}
            style={{ marginTop: 34 }}
          >
            {texts.form.isDefault}
          </Checkbox>
        </FieldCol>
        <FieldCol full>
          <FormTextInput
            name="description"
            control={control}
            label={texts.form.description}
            maxLength={1000}
          />
        </FieldCol>
      </Row>
      <FlowStepsFields control={control} setValue={setValue} readOnly={readOnly} />
    </>
  );
}
