import { employeeContractApi } from '@kenh/contract';
import { callEndpoint } from '../../platform/api';
import type { WaitingTotal } from '../../platform/routing';
import { contractListPath } from './paths';

/** How far ahead the home page looks for contracts coming to an end. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Active contracts ending within 30 days (in the caller's data scope), linking to that filter. */
export async function expiringContracts({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const filter = { expiring_within_days: EXPIRING_WITHIN_DAYS };
  const page = await callEndpoint(employeeContractApi.list, {
    body: { ...filter, page: 0, page_size: 1 },
    signal,
  });
  return {
    total: page.total,
    path: contractListPath(filter),
  };
}
