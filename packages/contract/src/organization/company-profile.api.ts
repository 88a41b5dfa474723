import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { companyProfileBody, companyProfileSchema } from './company-profile.schemas.js';

const tags = ['organization'] as const;
const PATH = '/organization/api/company_profile';

/**
 * The company profile (docs/organization.md). Every signed-in user reads it: it heads the documents
 * anyone may print. Writing it is a settings task: `role.manage`, the code of the settings screens'
 * writes (there is no settings code of its own).
 */
export const companyProfileApi = {
  getCompanyProfile: defineEndpoint({
    method: 'GET',
    path: PATH,
    summary: 'The company profile printed on documents (name, tax code, address, bank…)',
    tags,
    permission: SIGNED_IN,
    response: companyProfileSchema,
  }),
  updateCompanyProfile: defineEndpoint({
    method: 'PUT',
    path: PATH,
    summary: 'Save the company profile (one record)',
    tags,
    permission: 'role.manage',
    body: companyProfileBody,
    response: companyProfileSchema,
  }),
};
