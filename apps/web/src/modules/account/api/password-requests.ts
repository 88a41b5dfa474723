import { keepPreviousData } from '@tanstack/react-query';
import { accountApi, type PasswordRequestStatus } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

export const PASSWORD_REQUEST_PAGE_SIZE = 20;

export interface PasswordRequestFilter {
  /** Pages start at 0. */
  page: number;
  status: PasswordRequestStatus | undefined;
}

/** Handling a request changes the list, whatever the answer (another admin may have handled it). */
const invalidates = [accountApi.forgetPasswordAdminList];

/** Password reset requests, newest first, paged, optionally of one status. */
export function usePasswordRequests({ page, status }: PasswordRequestFilter) {
  return useEndpointQuery(
    accountApi.forgetPasswordAdminList,
    { query: { page, page_size: PASSWORD_REQUEST_PAGE_SIZE, ...(status ? { status } : {}) } },
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
