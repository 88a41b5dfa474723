import { keepPreviousData } from '@tanstack/react-query';
import {
  accessApi,
  accountApi,
  locateApi,
  type AccountSettingsBody,
  type DataScopeBody,
  type ExplainAccessQuery,
  type RoleBody,
  type RoomCreateBody,
  type UserGroupBody,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';
import type { GrantValue } from '../components/permission-grid-state';

/** Every write empties every access list and detail (explain answers included). */
const invalidates = [accessApi];

export const usePermissionCatalogue = () =>
  useEndpointQuery(accessApi.listPermissions, undefined, { staleTime: Infinity });

export function useRoles(query: { page: number; page_size: number; search?: string }) {
  return useEndpointQuery(accessApi.listRoles, { query }, { placeholderData: keepPreviousData });
}
export function useRole(id: number | undefined) {
  return useEndpointQuery(accessApi.getRole, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}
export const useCreateRole = () =>
  useEndpointMutation(accessApi.createRole, { invalidates, input: (body: RoleBody) => ({ body }) });
export const useUpdateRole = (id: number) =>
  useEndpointMutation(accessApi.updateRole, {
    invalidates,
    input: (body: RoleBody) => ({ params: { id }, body }),
  });
export const useDeleteRole = () =>
  useEndpointMutation(accessApi.deleteRole, { invalidates, input: (id: number) => ({ params: { id } }) });

export function useUserGroups(query: { page: number; page_size: number; search?: string }) {
  return useEndpointQuery(accessApi.listUserGroups, { query }, { placeholderData: keepPreviousData });
}
export function useUserGroup(id: number | undefined) {
  return useEndpointQuery(accessApi.getUserGroup, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}
export function useUserGroupMembers(id: number | undefined, page: number) {
  return useEndpointQuery(
    accessApi.listUserGroupMembers,
    { params: { id: id ?? 0 }, query: { page, page_size: 20 } },
    { enabled: id !== undefined, placeholderData: keepPreviousData },
  );
}
export const useCreateUserGroup = () =>
  useEndpointMutation(accessApi.createUserGroup, { invalidates, input: (body: UserGroupBody) => ({ body }) });
export const useUpdateUserGroup = (id: number) =>
  useEndpointMutation(accessApi.updateUserGroup, {
    invalidates,
    input: (body: UserGroupBody) => ({ params: { id }, body }),
  });
export const useDeleteUserGroup = () =>
  useEndpointMutation(accessApi.deleteUserGroup, {
    invalidates,
    input: (id: number) => ({ params: { id } }),
  });
export const useAddGroupMembers = (id: number) =>
  useEndpointMutation(accessApi.addUserGroupMembers, {
    invalidates,
    input: (account_ids: number[]) => ({ params: { id }, body: { account_ids } }),
  });
export const useRemoveGroupMembers = (id: number) =>
  useEndpointMutation(accessApi.removeUserGroupMembers, {
    invalidates,
    input: (account_ids: number[]) => ({ params: { id }, body: { account_ids } }),
  });

export function useRooms(query: { page: number; page_size: number; search?: string }) {
  return useEndpointQuery(accessApi.listRooms, { query }, { placeholderData: keepPreviousData });
}
export function useRoom(id: number | undefined) {
  return useEndpointQuery(accessApi.getRoom, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}
export function useRoomMembers(roomId: number, page: number) {
  return useEndpointQuery(
    accessApi.listRoomMembers,
    { query: { room_id: roomId, page, page_size: 20 } },
    { placeholderData: keepPreviousData },
  );
}
export function useRoomCandidates(roomId: number, search: string) {
  return useEndpointQuery(accessApi.listAccountsNotInRoom, {
    query: { room_id: roomId, page: 0, page_size: 50, ...(search ? { search } : {}) },
  });
}
export const useCreateRoom = () =>
  useEndpointMutation(accessApi.createRoom, { invalidates, input: (body: RoomCreateBody) => ({ body }) });
export const useDeleteRoom = () =>
  useEndpointMutation(accessApi.deleteRoom, { invalidates, input: (id: number) => ({ params: { id } }) });
export const useAddRoomMembers = (room_id: number) =>
  useEndpointMutation(accessApi.addRoomMembers, {
    invalidates,
    input: (account_ids: number[]) => ({ body: { room_id, account_ids } }),
  });
export const useRemoveRoomMembers = (room_id: number) =>
  useEndpointMutation(accessApi.removeRoomMembers, {
    invalidates,
    input: (account_ids: number[]) => ({ body: { room_id, account_ids } }),
  });

export type GrantSubject = { account_id: number } | { room_id: number };
export function useSubjectGrant(subject: GrantSubject | undefined) {
  return useEndpointQuery(
    accessApi.getSubjectGrant,
    { query: subject ?? { account_id: 0 } },
    { enabled: !!subject },
  );
}
export const useSaveSubjectGrant = () =>
  useEndpointMutation(accessApi.setSubjectGrant, {
    invalidates,
    input: ({ subject, grant }: { subject: GrantSubject; grant: GrantValue }) => ({
      body: { ...subject, ...grant },
    }),
  });

export function useDataScope(accountId: number | undefined) {
  return useEndpointQuery(
    accessApi.getDataScope,
    { params: { account_id: accountId ?? 0 } },
    { enabled: accountId !== undefined },
  );
}
export const useSaveDataScope = (accountId: number) =>
  useEndpointMutation(accessApi.setDataScope, {
    invalidates,
    input: (body: DataScopeBody) => ({ params: { account_id: accountId }, body }),
  });

export function useExplainAccess(query: ExplainAccessQuery | undefined) {
  return useEndpointQuery(
    accessApi.explainAccess,
    { query: query ?? { account_id: 0, kind: 'account', record_id: 0, action: 'read' } },
    { enabled: query !== undefined },
  );
}

export function useSettings(accountId: number | undefined) {
  const own = useEndpointQuery(accessApi.getMySettings, undefined, { enabled: accountId === undefined });
  const other = useEndpointQuery(
    accessApi.getAccountSettings,
    { params: { account_id: accountId ?? 0 } },
    { enabled: accountId !== undefined },
  );
  return accountId === undefined ? own : other;
}
export const useSaveMySettings = () =>
  useEndpointMutation(accessApi.saveMySettings, {
    invalidates,
    input: (body: AccountSettingsBody) => ({ body }),
  });
export const useSaveAccountSettings = (accountId: number) =>
  useEndpointMutation(accessApi.saveAccountSettings, {
    invalidates,
    input: (body: AccountSettingsBody) => ({ params: { account_id: accountId }, body }),
  });

/** Account options for pickers (the account module's dropdown call; the caller's scope applies). */
export function useAccountOptions(search: string) {
  return useEndpointQuery(
    accountApi.getAccountDropdown,
    { query: { limit: 50, ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData },
  );
}
export const useAreaOptions = () => useEndpointQuery(locateApi.locateDropdown, { query: {} });
