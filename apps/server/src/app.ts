import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppConfig } from './platform/config/config.js';
import type { Database } from './platform/db/database.js';
import type { AppContext } from './platform/app-context.js';
import type { CallerResolver } from './platform/auth/caller.js';
import { loggerOptions } from './platform/logger.js';
import { validatorCompiler } from './platform/http/request-validation-error.js';
import { serializerCompiler } from './platform/http/serializer.js';
import { enforceRouteAccessDeclarations, type FrameworkRoute } from './platform/http/route-guard.js';
import { registerErrorHandlers } from './platform/http/error-handler.js';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors.js';
import { registerHealthRoutes } from './platform/http/health.routes.js';
import { captureRawJsonBody } from './platform/http/json-body.js';
import { registerSecurity } from './platform/http/security.js';
import { registerAuthHooks } from './platform/auth/auth-hooks.js';
import { RecordAccessRegistry } from './platform/records/record-access.js';
import { RecordNameRegistry } from './platform/records/record-names.js';
import { composeCallerResolver } from './platform/auth/compose-caller.js';
import { ActorDirectory } from './platform/audit/actor-directory.js';
import { registerHistoryRoutes } from './platform/audit/history.routes.js';
import { registerPublicConfigRoutes } from './platform/config/public-config.routes.js';
import { registerIdempotency } from './platform/idempotency/idempotency.js';
import { registerFileRoutes } from './platform/files/index.js';
import { OPENAPI_FRAMEWORK_ROUTES, registerOpenApi } from './platform/openapi/openapi.js';
import { registerWebApp } from './platform/web/web-app.js';
import { PortRegistry } from './platform/modules/ports.js';
import { DeleteProtectionRegistry } from './platform/modules/delete-protection.js';
import { BackgroundJobs } from './platform/jobs/background-jobs.js';
import { PLATFORM_PORTS } from './platform/modules/platform-ports.js';
import type { ModuleManifest } from './platform/modules/manifest.js';
import { registerModules } from './platform/modules/register-modules.js';
import { accessManifest } from './modules/access/index.js';
import { accountManifest } from './modules/account/index.js';
import { employeeContractManifest } from './modules/employee-contract/index.js';
import { geographyManifest } from './modules/geography/index.js';
import { locateManifest } from './modules/locate/index.js';
import { notificationManifest } from './modules/notification/index.js';
import { organizationManifest } from './modules/organization/index.js';
import { staffManifest } from './modules/staff/index.js';
import { partnerManifest } from './modules/partner/index.js';
import { productManifest } from './modules/product/index.js';
import { priceListManifest } from './modules/price-list/index.js';
import { orderManifest } from './modules/order/index.js';
import { warehouseManifest } from './modules/warehouse/index.js';
import { transportManifest } from './modules/transport/index.js';

/**
 * Every module of the app, one manifest each. Registered (and seeded) in dependency order, whatever
 * the order here; layers: docs/decisions/0009-server-module-manifests-and-layers.md.
 */
export const MODULES: readonly ModuleManifest[] = [
  accountManifest,
  accessManifest,
  notificationManifest,
  geographyManifest,
  locateManifest,
  organizationManifest,
  staffManifest,
  employeeContractManifest,
  partnerManifest,
  productManifest,
  priceListManifest,
  orderManifest,
  warehouseManifest,
  transportManifest,
];

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  accessTokenSecret: string;
  /**
   * Tests only: resolves a bearer token before the account module's session check (a null answer
   * falls through to it), so platform tests can act as any caller without real accounts.
   */
  callerOverride?: CallerResolver;
  /** Tests only: extra routes and record rules, registered after the modules, before `ready()`. */
  extend?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

/**
 * Routes registered by framework plugins, which cannot declare `config.access`: the OpenAPI UI and
 * the CORS preflight. The route guard marks exactly these public; any other undeclared route throws.
 */
const FRAMEWORK_ROUTES: FrameworkRoute[] = [...OPENAPI_FRAMEWORK_ROUTES, { url: '*', method: 'OPTIONS' }];

const contexts = new WeakMap<FastifyInstance, AppContext>();

/** The context an app was built with (the demo seed runs the modules' seeds on it). */
export function appContextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('Not an app built by buildApp');
  return ctx;
}

/** Composition root: platform first, then every module from its manifest (MODULES). */
export async function buildApp({
  config,
  database,
  accessTokenSecret,
  callerOverride,
  extend,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  enforceRouteAccessDeclarations(app, FRAMEWORK_ROUTES);
  registerErrorHandlers(app);
  captureRawJsonBody(app);
  await registerSecurity(app, config, database);
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20, parts: 21 },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    accessTokenSecret,
    records: new RecordAccessRegistry(),
    actors: new ActorDirectory(),
    recordNames: new RecordNameRegistry(),
    ports: new PortRegistry(),
    deleteProtection: new DeleteProtectionRegistry(),
    jobs: new BackgroundJobs(),
  };
  contexts.set(app, ctx);
  app.addHook('onClose', () => ctx.jobs.stop());

  // The session check (account module) and the effective access (access module) come through
  // platform ports: resolved per call, so the hooks exist before the modules register.
  const sessionCaller = composeCallerResolver(
    ctx.ports.use(PLATFORM_PORTS.verifySession),
    ctx.ports.use(PLATFORM_PORTS.loadAccess),
  );
  // One resolver for the HTTP hooks and the live channel, so both accept exactly the same tokens.
  const resolveCaller: CallerResolver = callerOverride
    ? async (token) => (await callerOverride(token)) ?? sessionCaller(token)
    : sessionCaller;
  ctx.ports.provide(PLATFORM_PORTS.resolveCaller, resolveCaller);
  registerAuthHooks(app, resolveCaller);
  registerIdempotency(app, database.db);
  registerHealthRoutes(app, database);
  registerFileRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerPublicConfigRoutes(app, ctx.config);
  await registerModules(app, ctx, MODULES);
  ctx.ports.assertProvided(Object.values(PLATFORM_PORTS));
  await extend?.(app, ctx);
  // Every audited kind must say who may read its history and files, or nothing starts.
  ctx.records.assertComplete();
  ctx.recordNames.assertComplete();
  await registerWebApp(app, config.webDistDir);
  await app.ready();
  return app;
}
