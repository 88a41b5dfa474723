import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { saveLogin, syncSession } from '../../../platform/session';
import { rememberUsername } from './remembered-username';

export type LoginInput = BodyOf<typeof accountApi.login>;

/** Signs in; on success the session (cookies, local storage) is stored and loaded. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => callEndpoint(accountApi.login, { body }),
    onSuccess: (result, body) => {
      saveLogin(result);
      rememberUsername(body.username, body.remember === true);
      syncSession();
    },
  });
}
