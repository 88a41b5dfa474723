import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { orderCreateBody } from '@kenh/contract';
import type { z } from 'zod';
import { useOrderAccountSearch } from '../api/catalogue';
import type { OrderFormValues } from './order-form-values';

/**
 * A partner ordering for itself starts with its own address and contact as the delivery (the
 * order form's orderer picker does the same for staff). They become the form's starting values, so
 * an untouched form still leaves without a "leave the page?" question.
 */
export function useOwnDelivery(
  form: UseFormReturn<OrderFormValues, unknown, z.output<typeof orderCreateBody>>,
  enabled: boolean,
): void {
  // For a partner, its orderers are itself alone.
  const own = useOrderAccountSearch('orderer', undefined, '', enabled).data?.results[0];
  useEffect(() => {
    if (!own || form.formState.isDirty || form.getValues('delivery_address') !== '') return;
    form.reset({
      ...form.getValues(),
      delivery_address: own.address_text ?? '',
      receiver_name: own.fullname,
      receiver_phone: own.phone,
    });
  }, [own, form]);
}
