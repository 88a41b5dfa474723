import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  envelope,
  errorEnvelopeSchema,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@kenh/contract';
import { localeOf, translate } from './locale.js';
import type { RouteAccess } from './route-access.js';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: BodyOf<E>;
  Querystring: QueryOf<E>;
  Params: ParamsOf<E>;
}>;

export interface EndpointResult<T> {
  data: T;
  /** Message key for the envelope's message (default "success"). */
  messageKey?: string;
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | EndpointResult<ResponseOf<E>>>;

const RESULT = Symbol('endpoint-result');

/** Wrap data with a custom envelope message (e.g. activate/deactivate return a message). */
export function withMessage<T>(data: T, messageKey: string): EndpointResult<T> {
  return Object.assign({ data, messageKey }, { [RESULT]: true });
}

function isResult<T>(value: unknown): value is EndpointResult<T> {
  return typeof value === 'object' && value !== null && RESULT in value;
}

function accessOf(endpoint: Endpoint): RouteAccess {
  if (endpoint.public) return { public: true };
  return { permission: endpoint.permission };
}

/**
 * Registers one contract endpoint: method, path, schemas and access all come from the contract,
 * so the server cannot drift from what the web and the OpenAPI document see.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: accessOf(endpoint),
      contractEndpoint: true,
      ...(endpoint.rateLimit ? { rateLimitBucket: endpoint.rateLimit } : {}),
    },
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.public ? {} : { security: [{ bearer: [] }] }),
      response: { 200: envelope(endpoint.response), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      const { data, messageKey } = isResult<ResponseOf<E>>(result)
        ? result
        : { data: result, messageKey: 'success' };
      return { code: 200, message: translate(messageKey ?? 'success', localeOf(request)), data };
    },
  };
  app.route(options);
}
