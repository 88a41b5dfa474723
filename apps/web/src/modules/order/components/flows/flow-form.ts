import { z } from 'zod';
import {
  ORDER_CONDITION_KINDS,
  ORDER_FLOW_MAX_STEPS,
  orderFlowFields,
  orderFlowStepInput,
  type ApproverSystem,
  type OrderConditionKind,
  type OrderFlow,
  type OrderFlowStep,
  type OrderFlowStatus,
  type PriceSystem,
} from '@kenh/contract';

/**
 * One step as the editor holds it: the conditions are ticked kinds, and the threshold of a ticked
 * amount or discount condition sits beside it (a value left under an unticked kind is not sent).
 */
export interface FlowStepDraft {
  name: string;
  system: ApproverSystem | null;
  room_id: number | null;
  conditions: OrderConditionKind[];
  min_amount: number | null;
  min_discount_percent: number | null;
  remind_after_hours: number | null;
  escalate_after_hours: number | null;
  escalate_room_id: number | null;
}

export interface FlowFormValues {
  name: string;
  description: string;
  status: OrderFlowStatus;
  systems: PriceSystem[];
  is_default: boolean;
  steps: FlowStepDraft[];
}

const has = (conditions: unknown, kind: OrderConditionKind) =>
  Array.isArray(conditions) && conditions.includes(kind);

/**
 * The contract's step, plus the rule the editor adds: a ticked amount or discount condition needs
 * its threshold. It runs even while other fields of the step are still wrong (`when`), so every
 * missing value shows at once.
 */
const flowStepForm = orderFlowStepInput
  .omit({ below_list_price: true, credit_exceeded: true })
  .extend({ conditions: z.array(z.enum(ORDER_CONDITION_KINDS)) })
  .superRefine(
    (step, ctx) => {
      if (has(step.conditions, 'amount_above') && step.min_amount == null)
        ctx.addIssue({ code: 'custom', path: ['min_amount'], message: 'validation.required' });
      if (has(step.conditions, 'discount_above') && step.min_discount_percent == null)
        ctx.addIssue({ code: 'custom', path: ['min_discount_percent'], message: 'validation.required' });
    },
    { when: () => true },
  )
  .transform(({ conditions, ...step }) => ({
    ...step,
    min_amount: conditions.includes('amount_above') ? step.min_amount : null,
    min_discount_percent: conditions.includes('discount_above') ? step.min_discount_percent : null,
    below_list_price: conditions.includes('below_list_price'),
    credit_exceeded: conditions.includes('credit_exceeded'),
  }));

/** The editor's schema: the contract's flow fields with the editor's steps; it outputs the body. */
export const flowForm = orderFlowFields.extend({
  steps: z
    .array(flowStepForm)
    .min(1, { message: 'order.flow_steps_required' })
    .max(ORDER_FLOW_MAX_STEPS, { message: 'order.flow_too_many_steps' }),
});

/** What the editor submits: the flow body the contract takes. */
export type FlowFormOutput = z.output<typeof flowForm>;

export const emptyStep = (): FlowStepDraft => ({
  name: '',
  system: 'AD',
  room_id: null,
  conditions: [],
  min_amount: null,
  min_discount_percent: null,
  remind_after_hours: null,
  escalate_after_hours: null,
  escalate_room_id: null,
});

export const newFlowValues = (): FlowFormValues => ({
  name: '',
  description: '',
  status: 'active',
  systems: [],
  is_default: false,
  steps: [emptyStep()],
});

/** The kinds a saved step's fields say hold. */
export function stepConditions(step: OrderFlowStep): OrderConditionKind[] {
  return ORDER_CONDITION_KINDS.filter((kind) => {
    if (kind === 'amount_above') return step.min_amount !== null;
    if (kind === 'discount_above') return step.min_discount_percent !== null;
    return step[kind];
  });
}

export function flowValues(flow: OrderFlow): FlowFormValues {
  return {
    name: flow.name,
    description: flow.description ?? '',
    status: flow.status,
    systems: [...flow.systems],
    is_default: flow.is_default,
    steps: [...flow.steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        name: step.name,
        system: step.system,
        room_id: step.room_id,
        conditions: stepConditions(step),
        min_amount: step.min_amount,
        min_discount_percent: step.min_discount_percent,
        remind_after_hours: step.remind_after_hours,
        escalate_after_hours: step.escalate_after_hours,
        escalate_room_id: step.escalate_room_id,
      })),
  };
}
