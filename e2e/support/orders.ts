import assert from 'node:assert/strict';
import { api } from './app.js';

export interface Distributor {
  id: number;
  address: string;
}

/**
 * A demo distributor the caller may order for, with no overdue debt and more than 10,000,000 đ of
 * credit left: its small order skips the accounting (credit) step of the distributors' flow.
 */
export async function distributorWithinCredit(baseUrl: string, token: string): Promise<Distributor> {
  const candidates = await api(
    baseUrl,
    'GET',
    '/order/api/v3/order_accounts?role=orderer&system=NPP&page_size=30',
    {
      token,
    },
  );
  assert.equal(candidates.status, 200, candidates.json.message);
  for (const c of (candidates.json.data as { results: { id: number; address_text: string | null }[] })
    .results) {
    const owed = await api(baseUrl, 'POST', '/order/api/v2/receivable_of_account', {
      token,
      body: { account_id: c.id },
    });
    const r = owed.json.data as {
      overdue: number;
      credit_limit: number | null;
      available_credit: number | null;
    };
    if (r.overdue === 0 && (r.credit_limit === null || (r.available_credit ?? 0) > 10_000_000))
      return { id: c.id, address: c.address_text ?? 'Số 1 Tràng Tiền, Hà Nội' };
  }
  assert.fail('no distributor within its credit limit');
}
