import { z } from 'zod';
import { orderDelegationFields } from '@kenh/contract';

/** Vietnam's offset: a delegation runs from the first to the last moment of its days there. */
const VN_OFFSET = '+07:00';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string({ message: 'validation.required' }).regex(DAY, { message: 'order.invalid_date' });
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/**
 * The delegation form: a deputy and a period of whole days (from the start of `from` to the end of
 * `to`, Vietnam time); it outputs the contract's body. The period rule is the server's message.
 */
export const delegationForm = z
  .object({
    deputy_id: orderDelegationFields.shape.deputy_id,
    from: day,
    to: day,
    note: orderDelegationFields.shape.note,
  })
  .superRefine(
    (value, ctx) => {
      if (isDay(value.from) && isDay(value.to) && value.to < value.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'order.delegation_period' });
    },
    { when: () => true },
  )
  .transform(({ deputy_id, from, to, note }) => ({
    deputy_id,
    starts_at: `${from}T00:00:00${VN_OFFSET}`,
    ends_at: `${to}T23:59:59${VN_OFFSET}`,
    note,
  }));

export interface DelegationFormValues {
  deputy_id: number | null;
  from: string | null;
  to: string | null;
  note: string;
}

export const newDelegationValues = (): DelegationFormValues => ({
  deputy_id: null,
  from: null,
  to: null,
  note: '',
});
