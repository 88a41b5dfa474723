import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FrameworkRoute } from '../http/route-guard.js';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_UI_PREFIX = '/api/docs';

/** Framework routes the OpenAPI UI registers itself (page, assets, json/yaml): public by nature. */
export const OPENAPI_FRAMEWORK_ROUTES: FrameworkRoute[] = [{ url: OPENAPI_UI_PREFIX, prefix: true }];

/**
 * OpenAPI 3.1 generated from the contract's zod schemas as every route registers (must run
 * before the modules register theirs). The document is at `/api/openapi.json`, the UI at `/api/docs`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kênh API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `{ code: 200, message, data }` on success, `{ code, message, errors? }` ' +
          'on failure, with messages in Vietnamese (default) or English (`Accept-Language: en`).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PREFIX,
    // No call to validator.swagger.io: the UI stays within the app's CSP (images from 'self').
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { config: { access: { public: true } }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
