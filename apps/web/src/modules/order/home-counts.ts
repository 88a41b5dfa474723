import { orderApi } from '@kenh/contract';
import { callEndpoint } from '../../platform/api';
import type { WaitingTotal } from '../../platform/routing';
import { orderPaths } from './paths';

/** Orders whose waiting step the user may decide now (deputies included: the server knows). */
export async function ordersAwaitingMe({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const page = await callEndpoint(orderApi.list, {
    query: { awaiting_me: true, page: 0, page_size: 1 },
    signal,
  });
  return { total: page.total, path: orderPaths.multipleApprove };
}
