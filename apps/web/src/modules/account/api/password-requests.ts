import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type PasswordRequestStatus } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

export const PASSWORD_REQUEST_PAGE_SIZE = 20;

export interface PasswordRequestFilter {
  /** Pages start at 0. */
  page: number;
  status: PasswordRequestStatus | undefined;
}

const requestsKey = ['account', 'password-requests'] as const;

/** Password reset requests, newest first, paged, optionally of one status. */
export function usePasswordRequests({ page, status }: PasswordRequestFilter) {
  return useQuery({
    queryKey: [...requestsKey, page, status ?? 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(accountApi.forgetPasswordAdminList, {
        query: { page, page_size: PASSWORD_REQUEST_PAGE_SIZE, ...(status ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Handles a request: the server returns the temporary password, once. */
export function useConfirmPasswordRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(accountApi.forgetPasswordAdminConfirm, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

export function useRefusePasswordRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(accountApi.forgetPasswordAdminRefuse, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
