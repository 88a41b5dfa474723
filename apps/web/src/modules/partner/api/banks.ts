import type { bankAccountFields } from '@kenh/contract';
import { partnerApi } from '@kenh/contract';
import type { z } from 'zod';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

type BankAccountFields = z.output<typeof bankAccountFields>;

const invalidates = [partnerApi.listBank, partnerApi.get];

export const useBanks = (accountId: number) =>
  useEndpointQuery(partnerApi.listBank, { params: { id: accountId } });

export function useCreateBank(accountId: number) {
  return useEndpointMutation(partnerApi.createBank, {
    invalidates,
    input: (fields: BankAccountFields) => ({ body: { ...fields, account_id: accountId } }),
  });
}

export function useUpdateBank() {
  return useEndpointMutation(partnerApi.updateBank, {
    invalidates,
    input: ({ id, fields }: { id: number; fields: BankAccountFields }) => ({ params: { id }, body: fields }),
  });
}

export function useDeleteBank() {
  return useEndpointMutation(partnerApi.deleteBank, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
