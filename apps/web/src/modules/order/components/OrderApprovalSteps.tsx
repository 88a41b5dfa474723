import { Steps, Typography } from 'antd';
import {
  formatDateTime,
  ORDER_CONDITION_LABELS,
  ORDER_STEP_STATE_LABELS,
  type OrderApprovalStep,
  type OrderStepState,
} from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useOrderTexts } from '../locales';

const STEP_STATUS: Record<OrderStepState, 'wait' | 'process' | 'finish' | 'error'> = {
  upcoming: 'wait',
  waiting: 'process',
  approved: 'finish',
  rejected: 'error',
  skipped: 'wait',
};

/**
 * The order's approval step by step, as submitted: each step's name, approving room, state, who
 * decided (and for whom, when a deputy did), when, the reason, and why the step applies.
 */
export function OrderApprovalSteps({ steps }: { steps: readonly OrderApprovalStep[] }) {
  const texts = useOrderTexts();
  const locale = useLocale();
  if (steps.length === 0)
    return <Typography.Text type="secondary">{texts.detail.noApproval}</Typography.Text>;
  return (
    <Steps
      orientation="vertical"
      size="small"
      items={steps.map((step) => ({
        key: step.position,
        status: STEP_STATUS[step.state],
        title: fill(texts.detail.step, { n: step.position, name: step.name }),
        subTitle: ORDER_STEP_STATE_LABELS[step.state][locale],
        content: (
          <div data-step-state={step.state}>
            {step.room_name && <div>{fill(texts.detail.room, { room: step.room_name })}</div>}
            {step.decided_by_name && (
              <div>
                {fill(texts.detail.decided, {
                  name: step.decided_by_name,
                  at: formatDateTime(step.decided_at),
                })}
                {step.on_behalf_of_name &&
                  ` (${fill(texts.detail.onBehalf, { name: step.on_behalf_of_name })})`}
              </div>
            )}
            {step.reason && <div>{fill(texts.detail.reason, { reason: step.reason })}</div>}
            {step.matched.length > 0 && (
              <div>
                {fill(texts.detail.matched, {
                  conditions: step.matched.map((kind) => ORDER_CONDITION_LABELS[kind][locale]).join('; '),
                })}
              </div>
            )}
            {step.state === 'waiting' && step.remind_at && (
              <div>{fill(texts.detail.remindAt, { at: formatDateTime(step.remind_at) })}</div>
            )}
          </div>
        ),
      }))}
    />
  );
}
