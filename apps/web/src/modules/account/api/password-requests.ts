import { keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { accountApi, PASSWORD_REQUEST_STATUSES, passwordRequestListQuery } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/**
 * The list's address: the endpoint's query, except that no `status` means the pending requests —
 * the ones to handle, where the menu leads — and `status=all` drops the filter.
 */
export const passwordRequestPageQuery = passwordRequestListQuery.extend({
  status: z.enum([...PASSWORD_REQUEST_STATUSES, 'all']).default('pending'),
});
export type PasswordRequestPageQuery = z.output<typeof passwordRequestPageQuery>;

/** Handling a request changes the list, whatever the answer (another admin may have handled it). */
const invalidates = [accountApi.forgetPasswordAdminList];

/** Password reset requests, newest first, paged, of one status or all. */
export function usePasswordRequests({ status, ...paging }: PasswordRequestPageQuery) {
  return useEndpointQuery(
    accountApi.forgetPasswordAdminList,
    { query: { ...paging, ...(status === 'all' ? {} : { status }) } },
    { placeholderData: keepPreviousData },
  );
}

/** Handles a request: the server returns the temporary password, once. */
export function useConfirmPasswordRequest() {
  return useEndpointMutation(accountApi.forgetPasswordAdminConfirm, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}

export function useRefusePasswordRequest() {
  return useEndpointMutation(accountApi.forgetPasswordAdminRefuse, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
}
