import { accountApi, type Registration } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** Handling a registration changes it, whatever the answer (another admin may have handled it). */
const invalidates = [accountApi.getRegistration, accountApi.listRegistrations];

/** One partner registration (any status), for the page a CONFIRM_REGISTER notification opens. */
export function useRegistration(id: number) {
  return useEndpointQuery(
    accountApi.getRegistration,
    { params: { id } },
    { enabled: Number.isInteger(id) && id > 0 },
  );
}

/** Each type has its own confirm call (spec: registrations of NVTT, NPP, CTV, warehouse are confirmed separately). */
export function useConfirmRegistration() {
  const byId = (registration: Pick<Registration, 'id'>) => ({ body: { id: registration.id } });
  const nvtt = useEndpointMutation(accountApi.confirmNvtt, { invalidates, input: byId });
  const npp = useEndpointMutation(accountApi.confirmNpp, { invalidates, input: byId });
  const warehouse = useEndpointMutation(accountApi.confirmWarehouse, { invalidates, input: byId });
  const collaborator = useEndpointMutation(accountApi.activeAccountCollaborators, {
    invalidates,
    input: (registration: Pick<Registration, 'id'>) => ({ body: { ids: [registration.id] } }),
  });
  const confirms = { NVTT: nvtt, NPP: npp, WAREHOUSE: warehouse, CTV: collaborator } as const;
  return {
    isPending: Object.values(confirms).some((mutation) => mutation.isPending),
    mutateAsync: async (registration: Pick<Registration, 'id' | 'type'>): Promise<void> => {
      await confirms[registration.type].mutateAsync(registration);
    },
  };
}

export function useRefuseRegistration() {
  return useEndpointMutation(accountApi.deleteAccountRegisterRefuse, {
    invalidates,
    input: (id: number) => ({ body: { id } }),
  });
}
