import { useMutation } from '@tanstack/react-query';
import { logout } from '../../../platform/session';

/** Ends the session; the app then lands on /login. */
export function useLogout() {
  return useMutation({ mutationFn: () => logout() });
}
