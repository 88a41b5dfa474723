import { priceListApi } from '@kenh/contract';
import { callEndpoint } from '../../platform/api';
import type { WaitingTotal } from '../../platform/routing';
import { priceListPaths } from './paths';

/**
 * Lists waiting for approval, for approvers (the lists they wrote themselves are counted too: the
 * list call does not know the four-eyes rule, and the page then shows who may approve).
 */
export async function pendingPriceLists({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const page = await callEndpoint(priceListApi.list, {
    body: { stage: 'working', status: 'pending', page: 0, page_size: 1 },
    signal,
  });
  return { total: page.total, path: `${priceListPaths.pending}?status=pending` };
}
