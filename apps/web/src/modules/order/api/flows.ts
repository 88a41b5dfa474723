import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  accessApi,
  accountApi,
  orderApi,
  type ApproverSystem,
  type orderDelegationFields,
  type orderFlowFields,
  type orderFlowListBody,
  type orderTypeFields,
  type orderTypeUpsertBody,
} from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

/** The bodies as the forms hand them over: already checked by the contract's schemas. */
export type FlowBody = z.output<typeof orderFlowFields>;
export type DelegationBody = z.output<typeof orderDelegationFields>;
export type OrderTypeBody = z.output<typeof orderTypeFields>;
export type OrderTypeUpsert = z.output<typeof orderTypeUpsertBody>;

/** A flow write changes the list, the flow itself and (its name or steps) the caller's own flow. */
const flowReads = [orderApi.flowList, orderApi.flowGet, orderApi.myFlow];

export function useFlowList(body: Partial<z.output<typeof orderFlowListBody>>, enabled: boolean) {
  return useEndpointQuery(orderApi.flowList, { body }, { enabled, placeholderData: keepPreviousData });
}

/** Every flow in use, for the "my orders follow" choice (the contract's largest page). */
export function useActiveFlows(enabled: boolean) {
  return useEndpointQuery(
    orderApi.flowList,
    { body: { page: 0, page_size: 200, status: 'active' } },
    { enabled },
  );
}

export function useFlow(id: number | undefined) {
  return useEndpointQuery(orderApi.flowGet, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
}

export function useCreateFlow() {
  return useEndpointMutation(orderApi.flowCreate, {
    invalidates: flowReads,
    input: (body: FlowBody) => ({ body }),
  });
}

export function useUpdateFlow(id: number) {
  return useEndpointMutation(orderApi.flowPut, {
    invalidates: flowReads,
    input: (body: FlowBody) => ({ params: { id }, body }),
  });
}

export function useMyFlow(enabled: boolean) {
  return useEndpointQuery(orderApi.myFlow, undefined, { enabled });
}

/** The codes of the flow reads (flow_list, flow/:id); a call refused for lack of them ends the session. */
export const FLOW_READ = ['exporttodistributororder', 'orderflow.manage'] as const;

export function useSetMyFlow() {
  return useEndpointMutation(orderApi.setMyFlow, {
    invalidates: [orderApi.myFlow],
    input: (flowId: number | null) => ({ body: { flow_id: flowId } }),
  });
}

export function useDelegations() {
  return useEndpointQuery(orderApi.delegations, undefined);
}

export function useCreateDelegation() {
  return useEndpointMutation(orderApi.createDelegation, {
    invalidates: [orderApi.delegations],
    input: (body: DelegationBody) => ({ body }),
  });
}

export function useDeleteDelegation() {
  return useEndpointMutation(orderApi.deleteDelegation, {
    invalidates: [orderApi.delegations],
    input: (id: number) => ({ params: { id } }),
  });
}

export function useOrderTypes() {
  return useEndpointQuery(orderApi.typeList, undefined);
}

export function useCreateOrderType() {
  return useEndpointMutation(orderApi.typeCreate, {
    invalidates: [orderApi.typeList],
    input: (body: OrderTypeBody) => ({ body }),
  });
}

export function useUpsertOrderType() {
  return useEndpointMutation(orderApi.typeUpsert, {
    invalidates: [orderApi.typeList],
    input: (body: OrderTypeUpsert) => ({ body }),
  });
}

/** The approving rooms of one system (the access module's room catalogue), for the step's select. */
export function useApproverRooms(system: ApproverSystem | null | undefined) {
  return useEndpointQuery(
    accessApi.listRooms,
    { query: { system_key: system ?? 'AD', page: 0, page_size: 200 } },
    { enabled: Boolean(system), staleTime: 60_000 },
  );
}

/** Accounts matching `search` (server-side, diacritics ignored), for the deputy's select. */
export function useDeputyOptions(search: string) {
  return useEndpointQuery(
    accountApi.getAccountDropdown,
    { query: { limit: 50, ...(search ? { search } : {}) } },
    { placeholderData: keepPreviousData },
  );
}
