import { useEffect, useRef } from 'react';
import { Button, Card, Checkbox, Col, Flex, Form, Row, Typography } from 'antd';
import { useController, useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  ACCOUNT_TYPE_LABELS,
  APPROVER_SYSTEMS,
  ORDER_CONDITION_KINDS,
  ORDER_CONDITION_LABELS,
  ORDER_FLOW_MAX_STEPS,
} from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../../platform/inputs';
import { useLocale } from '../../../../platform/layout';
import { fill } from '../../../../platform/pages';
import { useApproverRooms } from '../../api/flows';
import { emptyStep, type FlowFormOutput, type FlowFormValues } from './flow-form';
import { useFlowTexts } from './use-flow-texts';

export type FlowControl = Control<FlowFormValues, unknown, FlowFormOutput>;
type SetFlowValue = UseFormSetValue<FlowFormValues>;

/** The ordered steps of a flow: added, removed and moved up or down; sent in this order. */
export function FlowStepsFields({
  control,
  setValue,
  readOnly,
}: {
  control: FlowControl;
  setValue: SetFlowValue;
  readOnly: boolean;
}) {
  const texts = useFlowTexts();
  const steps = useFieldArray({ control, name: 'steps' });
  const count = steps.fields.length;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {texts.form.steps}
      </Typography.Title>
      {count === 0 && <Typography.Text type="secondary">{texts.step.empty}</Typography.Text>}
      {steps.fields.map((item, index) => (
        <Card
          key={item.id}
          size="small"
          data-testid="flow-step"
          title={fill(texts.step.title, { n: index + 1 })}
          extra={
            !readOnly && (
              <Flex gap={4} wrap>
                <Button
                  size="small"
                  aria-label={fill(texts.step.moveUp, { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => steps.move(index, index - 1)}
                >
                  {texts.step.up}
                </Button>
                <Button
                  size="small"
                  aria-label={fill(texts.step.moveDown, { n: index + 1 })}
                  disabled={index === count - 1}
                  onClick={() => steps.move(index, index + 1)}
                >
                  {texts.step.down}
                </Button>
                <Button size="small" danger onClick={() => steps.remove(index)}>
                  {texts.step.remove}
                </Button>
              </Flex>
            )
          }
        >
          <StepFields control={control} setValue={setValue} index={index} />
        </Card>
      ))}
      {!readOnly && (
        <div>
          <Button onClick={() => steps.append(emptyStep())} disabled={count >= ORDER_FLOW_MAX_STEPS}>
            {texts.step.add}
          </Button>
        </div>
      )}
    </Flex>
  );
}

function StepFields({
  control,
  setValue,
  index,
}: {
  control: FlowControl;
  setValue: SetFlowValue;
  index: number;
}) {
  const texts = useFlowTexts();
  const lang = useLocale();
  const system = useWatch({ control, name: `steps.${index}.system` });
  const rooms = useApproverRooms(system);
  const roomOptions = (rooms.data?.results ?? []).map((room) => ({ value: room.id, label: room.name }));
  useRoomsFollowSystem(setValue, index, system);
  const conditionField = useController({ control, name: `steps.${index}.conditions` });
  const ticked = conditionField.field.value ?? [];
  return (
    <Row gutter={12}>
      <Col xs={24} md={12} lg={8}>
        <FormTextInput
          name={`steps.${index}.name`}
          control={control}
          label={texts.step.name}
          maxLength={150}
        />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <FormSelectField
          name={`steps.${index}.system`}
          control={control}
          label={texts.step.system}
          aria-label={`${texts.step.system} ${index + 1}`}
          style={{ width: '100%' }}
          options={APPROVER_SYSTEMS.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value][lang] }))}
        />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <FormSelectField
          name={`steps.${index}.room_id`}
          control={control}
          label={texts.step.room}
          aria-label={`${texts.step.room} ${index + 1}`}
          style={{ width: '100%' }}
          loading={rooms.isFetching}
          options={roomOptions}
        />
      </Col>
      <Col xs={24}>
        <Form.Item label={texts.step.conditions} extra={texts.step.conditionsHint}>
          <Checkbox.Group
            value={ticked}
            onChange={(next) => conditionField.field.onChange(next)}
            options={ORDER_CONDITION_KINDS.map((kind) => ({
              value: kind,
              label: ORDER_CONDITION_LABELS[kind][lang],
            }))}
          />
        </Form.Item>
      </Col>
      {ticked.includes('amount_above') && (
        <Col xs={24} md={12} lg={8}>
          <FormTextInput
            name={`steps.${index}.min_amount`}
            control={control}
            label={texts.step.minAmount}
            mode="money"
          />
        </Col>
      )}
      {ticked.includes('discount_above') && (
        <Col xs={24} md={12} lg={8}>
          <FormTextInput
            name={`steps.${index}.min_discount_percent`}
            control={control}
            label={texts.step.minDiscount}
            mode="number"
            maxLength={6}
          />
        </Col>
      )}
      <Col xs={12} md={12} lg={8}>
        <FormTextInput
          name={`steps.${index}.remind_after_hours`}
          control={control}
          label={texts.step.remindAfter}
          mode="number"
          maxLength={3}
        />
      </Col>
      <Col xs={12} md={12} lg={8}>
        <FormTextInput
          name={`steps.${index}.escalate_after_hours`}
          control={control}
          label={texts.step.escalateAfter}
          mode="number"
          maxLength={3}
        />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <FormSelectField
          name={`steps.${index}.escalate_room_id`}
          control={control}
          label={texts.step.escalateRoom}
          aria-label={`${texts.step.escalateRoom} ${index + 1}`}
          style={{ width: '100%' }}
          allowClear
          options={roomOptions}
        />
      </Col>
    </Row>
  );
}

/** A room belongs to one system: choosing another system empties the rooms chosen for the step. */
function useRoomsFollowSystem(setValue: SetFlowValue, index: number, system: unknown) {
  const previous = useRef(system);
  useEffect(() => {
    if (previous.current === system) return;
    previous.current = system;
    setValue(`steps.${index}.room_id`, null);
    setValue(`steps.${index}.escalate_room_id`, null);
  }, [system, index, setValue]);
}
