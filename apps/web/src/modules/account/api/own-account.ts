import { accountApi, type BodyOf, type UpdateProfileFields, type UserAccount } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';
import {
  saveTokens,
  SESSION_COOKIE_MAX_AGE,
  SESSION_COOKIES,
  sessionUser,
  syncSession,
  useSessionUser,
} from '../../../platform/session';
import { writeCookie } from '../../../platform/storage';

/** The signed-in user's account with its profile entries, fresh from the server. */
export function useOwnAccount() {
  const user = useSessionUser();
  return useEndpointQuery(
    accountApi.getAccountById,
    { params: { id: user?.id ?? 0 } },
    { enabled: user !== null },
  );
}

/**
 * Writes the changed account into the `userAccount` cookie (keeping its profile entries), so the
 * greeting and the avatar follow at once.
 */
export function storeOwnAccount(account: UserAccount): void {
  const current = sessionUser();
  if (!current || current.id !== account.id) return;
  const next = { ...current, ...account, profile: current.profile };
  writeCookie(SESSION_COOKIES.userAccount, JSON.stringify(next), SESSION_COOKIE_MAX_AGE);
  syncSession();
}

export interface ProfileChange {
  fields: UpdateProfileFields;
  avatar: File | null;
}

/** Own name, e-mail, phone and avatar: one multipart `update_profile` call. */
export function useUpdateProfile() {
  return useEndpointMutation(accountApi.updateProfile, {
    invalidates: [accountApi.getAccountById],
    input: ({ fields, avatar }: ProfileChange) => {
      const form = new FormData();
      form.append('fullname', fields.fullname);
      form.append('email', fields.email ?? '');
      form.append('phone', fields.phone ?? '');
      if (avatar) form.append('avatar', avatar, avatar.name);
      return { body: form };
    },
    onSuccess: storeOwnAccount,
  });
}

/**
 * Own password; the server ends every session and returns a fresh token pair, stored at once. No
 * `Idempotency-Key`: the server would keep the token pair with it.
 */
export function useChangePassword() {
  return useEndpointMutation(accountApi.changePassword, {
    idempotent: false,
    input: (body: BodyOf<typeof accountApi.changePassword>) => ({ body }),
    onSuccess: (tokens) => saveTokens(tokens.access_token, tokens.refresh_token),
  });
}
