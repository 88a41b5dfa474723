import { Flex, Typography } from 'antd';
import { ACCOUNT_TYPE_LABELS, formatVnd, ORDER_CONDITION_LABELS, type OrderFlowStep } from '@kenh/contract';
import { useLocale } from '../../../../platform/layout';
import { fill } from '../../../../platform/pages';
import { stepConditions } from './flow-form';
import { useFlowTexts } from './use-flow-texts';

/** A flow's steps in order, one line each: who approves and when the step applies. */
export function FlowStepsSummary({ steps }: { steps: readonly OrderFlowStep[] }) {
  const texts = useFlowTexts();
  const lang = useLocale();
  const condition = (step: OrderFlowStep) =>
    stepConditions(step).map((kind) => {
      if (kind === 'amount_above')
        return fill(texts.summary.amountAbove, { amount: formatVnd(step.min_amount ?? 0) });
      if (kind === 'discount_above')
        return fill(texts.summary.discountAbove, { percent: step.min_discount_percent ?? 0 });
      return ORDER_CONDITION_LABELS[kind][lang];
    });
  return (
    <Flex vertical gap={2}>
      {[...steps]
        .sort((a, b) => a.position - b.position)
        .map((step, index) => {
          const conditions = condition(step);
          return (
            <Typography.Text key={step.id} style={{ fontSize: 13 }}>
              <strong>{fill(texts.summary.step, { n: index + 1, name: step.name })}</strong>
              {' · '}
              {fill(texts.summary.room, {
                room: step.room_name ?? `#${step.room_id}`,
                system: ACCOUNT_TYPE_LABELS[step.system][lang],
              })}
              {' · '}
              <Typography.Text type="secondary">
                {conditions.length === 0
                  ? texts.summary.always
                  : fill(texts.summary.when, { conditions: conditions.join('; ') })}
              </Typography.Text>
            </Typography.Text>
          );
        })}
    </Flex>
  );
}
