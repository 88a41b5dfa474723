import type { FastifyInstance } from 'fastify';
import { companyProfileApi as api } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import type { Db } from '../../platform/db/database.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { createCompanyProfileService } from './company-profile.service.js';

export function registerCompanyProfileRoutes(app: FastifyInstance, db: Db): void {
  const profile = createCompanyProfileService(db);
  registerEndpoint(app, api.getCompanyProfile, () => profile.get());
  registerEndpoint(app, api.updateCompanyProfile, async (request) =>
    withMessage(
      await profile.update(request.body, callerOf(request).accountId),
      'organization.company_profile_updated',
    ),
  );
}
