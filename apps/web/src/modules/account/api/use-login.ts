import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { saveLogin, syncSession } from '../../../platform/session';
import { rememberUsername } from './remembered-username';

export type LoginInput = BodyOf<typeof accountApi.login>;

/**
 * Signs in; on success the session (cookies, local storage) is stored and loaded. Remember-me asks
 * the server for a 60-day session and keeps the username (only) for the next visit.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => callEndpoint(accountApi.login, { body }),
    onSuccess: (result, body) => {
      saveLogin(result, { remember: body.remember === true });
      rememberUsername(body.username, body.remember === true);
      syncSession();
    },
  });
}
