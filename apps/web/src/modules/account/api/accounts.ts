import { keepPreviousData } from '@tanstack/react-query';
import {
  ACCOUNT_EXPORT_PATH,
  accessApi,
  accountApi,
  endpointUrl,
  locateApi,
  type AccountListQuery,
  type AccountType,
  type CreateUserBody,
  type UpdateUserBody,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** An account write refreshes every account query: lists, details, pickers, sessions. */
const invalidates = [accountApi];

export function useAccounts(query: AccountListQuery) {
  return useEndpointQuery(accountApi.getAll, { query }, { placeholderData: keepPreviousData });
}

export function useAccount(id: number) {
  return useEndpointQuery(
    accountApi.getAccountById,
    { params: { id } },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
}

/** The Excel export of the list with its current filters (no paging). */
export function accountExportUrl(filter: Omit<AccountListQuery, 'page' | 'page_size'>): string {
  return endpointUrl(
    ACCOUNT_EXPORT_PATH,
    undefined,
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value != null)),
  );
}

export function useCreateUser() {
  return useEndpointMutation(accountApi.createUser, {
    invalidates,
    input: (body: CreateUserBody) => ({ body }),
  });
}

export function useUpdateUser(id: number) {
  return useEndpointMutation(accountApi.updateUser, {
    invalidates,
    input: (body: UpdateUserBody) => ({ params: { id }, body }),
  });
}

export function useActivateAccounts() {
  return useEndpointMutation(accountApi.activeManyAccounts, {
    invalidates,
    input: (ids: number[]) => ({ body: { ids } }),
  });
}

export function useDeactivateAccounts() {
  return useEndpointMutation(accountApi.inactiveManyAccounts, {
    invalidates,
    input: (ids: number[]) => ({ body: { ids } }),
  });
}

export function useAccountSessions(id: number, enabled: boolean) {
  return useEndpointQuery(accountApi.accountSessions, { params: { id } }, { enabled });
}

export function useRevokeSession(accountId: number) {
  return useEndpointMutation(accountApi.revokeSession, {
    invalidates: [accountApi.accountSessions],
    input: (sessionId: string) => ({ body: { account_id: accountId, session_id: sessionId } }),
  });
}

/** Managers to pick (active accounts of a type, within the caller's data scope). */
export function useAccountOptions(type: AccountType) {
  return useEndpointQuery(
    accountApi.getAccountDropdown,
    { query: { type, is_active: true, limit: 500 } },
    { staleTime: 30_000 },
  );
}

/** What gives the account access (roles, groups, rooms, data scope): the access module's call. */
export function useAccountAccess(accountId: number, enabled: boolean) {
  return useEndpointQuery(accessApi.getAccountAccess, { params: { account_id: accountId } }, { enabled });
}

/** The roles of the access module, for the list's role filter (holders of `role` only). */
export function useRoleOptions(enabled: boolean) {
  return useEndpointQuery(
    accessApi.listRoles,
    { query: { page_size: 200 } },
    {
      enabled,
      staleTime: 60_000,
      select: (page) => page.results.map((r) => ({ value: r.id, label: r.name, label_child: r.system_key })),
    },
  );
}

/**
 * Areas (vùng) with their zones (khu vực) for the filters and forms. Served by the locate module's
 * endpoint (permission `area`): the account screens read it through the contract only, since the
 * locate web module sits on a higher layer.
 */
export function usePlaceOptions(enabled: boolean) {
  return useEndpointQuery(
    locateApi.locateDropdown,
    { query: {} },
    { enabled, staleTime: 5 * 60_000, select: (data) => (Array.isArray(data) ? data : []) },
  );
}
