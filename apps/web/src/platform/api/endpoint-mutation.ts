import { useRef } from 'react';
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { Endpoint, ResponseOf } from '@kenh/contract';
import { callEndpointWith, type EndpointInput } from './api-client';
import { createAttemptKeys } from './attempt-keys';
import { invalidateEndpoints, type InvalidationTarget } from './endpoint-keys';

export interface EndpointMutationOptions<E extends Endpoint, TVariables> extends Omit<
  UseMutationOptions<ResponseOf<E>, Error, TVariables>,
  'mutationFn'
> {
  /**
   * What the write makes stale, refetched once it settles (success or refusal — a refusal such as
   * "already handled" may mean the data changed): endpoints, or whole module APIs (`staffApi`).
   */
  invalidates?: readonly InvalidationTarget[];
  /**
   * Turns what the caller passes to `mutate` into the endpoint's input, e.g.
   * `(body: OfficeBody) => ({ params: { id }, body })`; without it `mutate` takes the input itself.
   */
  input?: (variables: TVariables) => EndpointInput<E>;
  /**
   * Send an `Idempotency-Key` (default: every signed-in write). Turn it off where the answer is a
   * secret the server must not keep with the key (a fresh token pair).
   */
  idempotent?: boolean;
}

/**
 * Writes through an endpoint: `useEndpointMutation(api.createOffice, { invalidates: [api] })`.
 * Typed from the contract (variables = the endpoint's input unless `input` maps them, data = its
 * response `data`); signed-in writes (POST, PUT, PATCH, DELETE) carry an `Idempotency-Key`, the same for a resend of the same
 * attempt (see `createAttemptKeys`).
 */
export function useEndpointMutation<E extends Endpoint, TVariables = EndpointInput<E>>(
  endpoint: E,
  {
    invalidates = [],
    input: toInput,
    idempotent = endpoint.method !== 'GET' && !endpoint.public,
    onSettled,
    ...options
  }: EndpointMutationOptions<E, TVariables> = {},
): UseMutationResult<ResponseOf<E>, Error, TVariables> {
  const queryClient = useQueryClient();
  const attempts = useRef(createAttemptKeys()).current;
  return useMutation({
    ...options,
    mutationFn: async (variables: TVariables) => {
      const input = toInput ? toInput(variables) : (variables as EndpointInput<E>);
      if (!idempotent) return callEndpointWith(endpoint, input);
      try {
        const data = await callEndpointWith(endpoint, { ...input, idempotencyKey: attempts.keyFor(input) });
        attempts.settled(input);
        return data;
      } catch (error) {
        attempts.settled(input, error);
        throw error;
      }
    },
    onSettled: async (...args) => {
      if (invalidates.length > 0) await invalidateEndpoints(queryClient, invalidates);
      await onSettled?.(...args);
    },
  });
}
