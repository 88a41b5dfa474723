import type { z } from 'zod';
import type { PermissionCode } from '../access/permission-codes.js';

/** Any signed-in caller may use the route (e.g. logout, own profile); still needs a valid session. */
export const SIGNED_IN = '*signed-in' as const;

export type PermissionRequirement = PermissionCode | readonly PermissionCode[] | typeof SIGNED_IN;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface EndpointBase {
  method: HttpMethod;
  /** Fastify-style path: `/account/api/get_account_by_id/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of `data` inside the success envelope. */
  response: z.ZodType;
  /** Body is multipart/form-data: validated by the handler, not by the body schema. */
  multipart?: boolean;
  /** Rate-limit bucket applied by the server (login, otp, refresh). */
  rateLimit?: 'login' | 'otp' | 'refresh' | 'catalogue';
}

export type Endpoint = EndpointBase &
  ({ public: true; permission?: never } | { permission: PermissionRequirement; public?: never });

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.infer<E['body']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.infer<E['query']> : undefined;
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.infer<E['params']> : undefined;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
