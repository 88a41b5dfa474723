import { accountApi } from '@kenh/contract';
import { callEndpoint } from '../../platform/api';
import type { WaitingTotal } from '../../platform/routing';
import { accountPaths } from './paths';

/** Password reset requests still pending, linking to the list filtered on them. */
export async function pendingPasswordRequests({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const page = await callEndpoint(accountApi.forgetPasswordAdminList, {
    query: { page: 0, page_size: 1, status: 'pending' },
    signal,
  });
  return { total: page.total, path: `${accountPaths.passwordRequest}?status=pending` };
}

/**
 * Partner registrations waiting for confirmation. There is no registration list screen yet, so the
 * count opens the newest pending one (the page a CONFIRM_REGISTER notification opens).
 */
export async function pendingRegistrations({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const page = await callEndpoint(accountApi.listRegistrations, {
    query: { page: 0, page_size: 1, status: 'pending' },
    signal,
  });
  const newest = page.results[0];
  return {
    total: page.total,
    path: newest ? accountPaths.registrationRequest.replace(':id', String(newest.id)) : undefined,
  };
}
