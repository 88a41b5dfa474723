import { sessionApi, type BodyOf } from '@kenh/contract';
import { useEndpointMutation } from '../../../platform/api';
import { saveLogin, syncSession } from '../../../platform/session';
import { rememberUsername } from './remembered-username';

export type LoginInput = BodyOf<typeof sessionApi.login>;

/**
 * Signs in; on success the session is stored and loaded: cookies for 30 days (spec §9, whatever
 * remember-me says), role and permissions in local storage. Remember-me keeps the username (only,
 * never the password) for 60 days to prefill the next sign-in; see docs/web.md.
 */
export function useLogin() {
  return useEndpointMutation(sessionApi.login, {
    input: (body: LoginInput) => ({ body }),
    onSuccess: (result, body) => {
      saveLogin(result);
      rememberUsername(body.username, body.remember === true);
      syncSession();
    },
  });
}
