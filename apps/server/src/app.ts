import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './platform/config/config.js';
import type { Database } from './platform/db/database.js';
import type { AppContext } from './platform/app-context.js';
import { loggerOptions } from './platform/logger.js';
import { validatorCompiler } from './platform/http/request-validation-error.js';
import { serializerCompiler } from './platform/http/serializer.js';
import { enforceRouteAccessDeclarations } from './platform/http/route-guard.js';
import { registerErrorHandlers } from './platform/http/error-handler.js';
import { registerHealthRoutes } from './platform/http/health.routes.js';
import { registerAuthHooks } from './platform/auth/auth-hooks.js';
import { RecordAccessRegistry } from './platform/records/record-access.js';
import { composeCallerResolver } from './platform/auth/compose-caller.js';
import { createSessionVerifier, registerAccountModule } from './modules/account/index.js';
import { createAccessLoader, registerAccessModule } from './modules/access/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  accessTokenSecret: string;
}

/** Composition root: platform first, then every module, each through its index. */
export async function buildApp({
  config,
  database,
  accessTokenSecret,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  enforceRouteAccessDeclarations(app);
  registerErrorHandlers(app);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    accessTokenSecret,
    records: new RecordAccessRegistry(),
  };

  const loadAccess = createAccessLoader(ctx);
  registerAuthHooks(app, composeCallerResolver(createSessionVerifier(ctx), loadAccess));
  registerHealthRoutes(app, database);
  registerAccountModule(app, ctx, { loadAccess });
  registerAccessModule(app, ctx);
  await app.ready();
  return app;
}
