import { useQuery } from '@tanstack/react-query';
import { accessApi } from '@kenh/contract';
import { callEndpoint } from '../api/api-client';
import { saveAccess } from './access-store';
import { useSessionUser } from './session-store';

/**
 * Loads the signed-in user's permissions from the server and stores them (spec §4): the desktop and
 * page-default layouts load them whenever they appear (`always`), the default layout once per app
 * start and only when an access-token cookie is present (`once`; the caller checks the cookie).
 */
export function useLoadPermissions(when: 'always' | 'once' | 'never') {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['session', 'user-permission', user?.id],
    queryFn: async ({ signal }) => {
      const result = await callEndpoint(accessApi.getUserPermission, { signal });
      saveAccess(result);
      return result;
    },
    enabled: when !== 'never' && user !== null,
    staleTime: when === 'once' ? Infinity : 0,
    refetchOnMount: when === 'always' ? 'always' : false,
  });
}
