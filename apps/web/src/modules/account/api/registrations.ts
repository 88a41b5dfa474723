import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type Registration } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';

const registrationsKey = ['account', 'registrations'] as const;

/** One partner registration (any status), for the page a CONFIRM_REGISTER notification opens. */
export function useRegistration(id: number) {
  return useQuery({
    queryKey: [...registrationsKey, id],
    queryFn: ({ signal }) => callEndpoint(accountApi.getRegistration, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Each type has its own confirm call (spec: registrations of NVTT, NPP, CTV, warehouse are confirmed separately). */
async function confirmCall(registration: Pick<Registration, 'id' | 'type'>): Promise<void> {
  const { id } = registration;
  switch (registration.type) {
    case 'NVTT':
      await callEndpoint(accountApi.confirmNvtt, { body: { id } });
      return;
    case 'NPP':
      await callEndpoint(accountApi.confirmNpp, { body: { id } });
      return;
    case 'WAREHOUSE':
      await callEndpoint(accountApi.confirmWarehouse, { body: { id } });
      return;
    case 'CTV':
      await callEndpoint(accountApi.activeAccountCollaborators, { body: { ids: [id] } });
      return;
  }
}

export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Pick<Registration, 'id' | 'type'>) => confirmCall(registration),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}

export function useRefuseRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(accountApi.deleteAccountRegisterRefuse, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
