import { stockApi } from '@kenh/contract';
import { callEndpoint } from '../../platform/api';
import type { WaitingTotal } from '../../platform/routing';
import { warehousePaths } from './paths';

/** Approved orders holding stock in the user's warehouses, waiting for their goods issue. */
export async function ordersAwaitingIssue({ signal }: { signal: AbortSignal }): Promise<WaitingTotal> {
  const page = await callEndpoint(stockApi.cartList, { query: { page: 0, page_size: 1 }, signal });
  return { total: page.total, path: warehousePaths.cartList };
}
