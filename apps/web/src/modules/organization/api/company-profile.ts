import { companyProfileApi as api, type CompanyProfileBody } from '@kenh/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../platform/api';

export function useCompanyProfile() {
  return useEndpointQuery(api.getCompanyProfile, undefined);
}

export function useUpdateCompanyProfile() {
  return useEndpointMutation(api.updateCompanyProfile, {
    invalidates: [api.getCompanyProfile],
    input: (body: CompanyProfileBody) => ({ body }),
  });
}
