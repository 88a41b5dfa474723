import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  EMPLOYEE_CONTRACT_MASTERDATA,
  BENEFITS,
  ACCOUNTING_JOURNALS,
  type EmployeeContractDetail,
  employeeContractApi,
  staffApi,
} from '@kenh/contract';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint, type EndpointMock } from '../../../testing/mock-endpoint';

/** Test-only: a fresh query client around the module's components. */
export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Answers the module's dropdown calls (Vietnamese labels) plus any extra routes. */
export function mockContractCalls(extra: readonly EndpointMock[] = []) {
  return mockFetch([
    mockEndpoint(employeeContractApi.masterdata, (request) => {
      const kind = request.params.x as keyof typeof EMPLOYEE_CONTRACT_MASTERDATA;
      return ok(EMPLOYEE_CONTRACT_MASTERDATA[kind].map((i) => ({ value: i.value, label: i.vi })));
    }),
    mockEndpoint(
      employeeContractApi.benefitDropdown,
      ok(BENEFITS.map((b) => ({ value: b.value, label: b.vi, label_child: b.code }))),
    ),
    mockEndpoint(
      employeeContractApi.accountingJournalDropdown,
      ok(ACCOUNTING_JOURNALS.map((j) => ({ value: j.value, label: `${j.value} — ${j.vi}` }))),
    ),
    mockEndpoint(staffApi.dropdown, ok([{ value: 7, label: 'Nguyễn Văn Đức', label_child: 'NV00007' }])),
    ...extra,
  ]);
}

/** Test-only: a contract as the detail call answers it (a valid `employeeContractDetail`). */
export function contractDetail(overrides: Partial<EmployeeContractDetail> = {}): EmployeeContractDetail {
  return {
    id: 5,
    code: 'HDLD-2026-0005',
    staff_id: 7,
    staff: { id: 7, code: 'NV00007', fullname: 'Nguyễn Văn Đức' },
    contract_type: 'fixed_12',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    position_title: 'Nhân viên bán hàng',
    basic_salary: 8_500_000,
    salary_type: 'monthly',
    accounting_journal: '6421',
    signing_date: '2025-12-20',
    status: 'active',
    termination_date: null,
    created_at: '2025-12-20T03:00:00.000Z',
    position_id: null,
    insurance_salary: 8_000_000,
    working_time: 'full_time',
    insurance_type: 'compulsory_full',
    benefits: [{ benefit_id: 4, amount: 730_000 }],
    signer_id: 3,
    signer: { id: 3, fullname: 'Trần Thị Giám Đốc' },
    note: null,
    status_reason: null,
    attachments: [],
    history: [],
    available_actions: [],
    editable: 'none',
    updated_at: '2025-12-20T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * Test-only: types a date (`dd/mm/yyyy`) into the date picker labelled `label` and confirms it with
 * Enter, as a user does; `null` empties the field with the picker's clear button.
 */
export function setDate(label: string, value: string | null) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  if (value === null) {
    const clear = input.closest('.ant-picker')?.querySelector('.ant-picker-clear');
    if (!clear) throw new Error(`no clear button on ${label}`);
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
  } else {
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
  fireEvent.blur(input);
}
