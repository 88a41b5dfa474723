import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EMPLOYEE_CONTRACT_MASTERDATA, BENEFITS, ACCOUNTING_JOURNALS } from '@kenh/contract';
import { mockFetch, ok, type MockResponse, type RecordedRequest } from '../../../testing/fetch-mock';

/** Test-only: a fresh query client around the module's components. */
export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Answers the module's dropdown calls (Vietnamese labels) plus any extra routes. */
export function mockContractCalls(
  extra: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> = {},
) {
  const masterdata: Record<string, MockResponse> = {};
  for (const [kind, items] of Object.entries(EMPLOYEE_CONTRACT_MASTERDATA)) {
    masterdata[`GET /staff/api/employee_contract_masterdata/${kind}`] = ok(
      items.map((i) => ({ value: i.value, label: i.vi })),
    );
  }
  return mockFetch({
    ...masterdata,
    'GET /staff/api/benefit_dropdown': ok(
      BENEFITS.map((b) => ({ value: b.value, label: b.vi, label_child: b.code })),
    ),
    'GET /staff/api/accounting_jurnal_dropdown': ok(
      ACCOUNTING_JOURNALS.map((j) => ({ value: j.value, label: `${j.value} — ${j.vi}` })),
    ),
    'GET /m_staff/api/get_dropdown_staff': ok([
      { value: 7, label: 'Nguyễn Văn Đức', label_child: 'NV00007' },
    ]),
    ...extra,
  });
}
