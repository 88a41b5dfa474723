import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@kenh/contract';

/**
 * Calls an endpoint of the running app in-process as `token`'s account, so demo data goes through
 * the same validation and rules as users' input. Path parameters (`:id`) come from `params`.
 */
export async function call<T = unknown>(
  app: FastifyInstance,
  endpoint: Endpoint,
  token: string,
  body?: unknown,
  params: Record<string, string | number> = {},
): Promise<T> {
  const url = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));
  const response = await app.inject({
    method: endpoint.method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const parsed = response.json<{ code: number; message: string; data: T; errors?: unknown }>();
  if (parsed.code !== 200) {
    throw new Error(
      `Demo data: ${endpoint.path} failed: ${parsed.message} ${JSON.stringify(parsed.errors ?? [])}`,
    );
  }
  return parsed.data;
}
