import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SYSTEMS, accessApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { RecordAccessRegistry } from '../../platform/records/record-access.js';
import { createAccountSettingsService } from './account-settings.service.js';
import { createExplainAccessService } from './explain-access.service.js';

/** Account systems, explain access and personal settings: the settings screens' other calls. */
export function registerSettingsRoutes(app: FastifyInstance, db: Db, records: RecordAccessRegistry): void {
  const settings = createAccountSettingsService(db);
  const explain = createExplainAccessService(db, records);

  registerEndpoint(app, accessApi.listSystems, () =>
    Promise.resolve(ACCOUNT_SYSTEMS.map((system) => ({ ...system }))),
  );

  registerEndpoint(app, accessApi.explainAccess, (request) => explain(request.query, callerOf(request)));

  registerEndpoint(app, accessApi.getMySettings, (request) => {
    const caller = callerOf(request);
    return settings.get(caller.accountId, caller);
  });
  registerEndpoint(app, accessApi.saveMySettings, async (request) => {
    const caller = callerOf(request);
    return withMessage(await settings.save(caller.accountId, request.body, caller), 'access.settings_saved');
  });
  registerEndpoint(app, accessApi.getAccountSettings, (request) =>
    settings.get(request.params.account_id, callerOf(request)),
  );
  registerEndpoint(app, accessApi.saveAccountSettings, async (request) =>
    withMessage(
      await settings.save(request.params.account_id, request.body, callerOf(request)),
      'access.settings_saved',
    ),
  );
}
