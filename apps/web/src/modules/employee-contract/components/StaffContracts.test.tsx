import { employeeContractApi } from '@kenh/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { ok, type RecordedRequest } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { employeeContractPaths } from '../paths';
import { StaffContracts } from './StaffContracts';
import { contractDetail, mockContractCalls } from './test-utils';

const MANAGE = ['employeecontractstaff', 'employeecontractstaff.manage'];

function renderSection(total = 2) {
  const contracts = [
    contractDetail({ id: 9, code: 'HDLD-2026-0009', contract_type: 'fixed_12', status: 'draft' }),
    contractDetail({
      id: 5,
      code: 'HDLD-2026-0005',
      contract_type: 'probation',
      start_date: '2025-11-01',
      end_date: '2025-12-30',
      status: 'expired',
    }),
  ];
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.list, (r: RecordedRequest) =>
      ok({ results: (r.body as { staff_id?: number }).staff_id === 7 ? contracts : [], total }),
    ),
  ]);
  const view = renderShell(
    [
      { path: '/staff-manager/m-staff/7', element: <StaffContracts recordId={7} /> },
      { path: employeeContractPaths.create, element: <p>create page</p> },
      { path: employeeContractPaths.list, element: <p>contract list</p> },
    ],
    { path: '/staff-manager/m-staff/7' },
  );
  return { ...view, calls };
}

describe('StaffContracts (the contracts section of a staff record)', () => {
  it("lists the staff member's contracts with type, period and status, each linking to its page", async () => {
    signIn({ permission: MANAGE });
    const { calls } = renderSection();
    const probation = (await screen.findByRole('link', { name: 'HDLD-2026-0005' })).closest<HTMLElement>(
      '[role="listitem"]',
    )!;
    expect(within(probation).getByText('Thử việc')).toBeTruthy();
    expect(within(probation).getByText('01/11/2025 – 30/12/2025')).toBeTruthy();
    expect(within(probation).getByText('Hết hạn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HDLD-2026-0009' }).getAttribute('href')).toBe(
      '/staff-manager/employee-contract/9',
    );
    expect(calls.calls(employeeContractApi.list)[0]!.body).toMatchObject({ staff_id: 7 });
  });

  it('"Tạo hợp đồng" opens the create page with the staff member chosen', async () => {
    signIn({ permission: MANAGE });
    const { router } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Tạo hợp đồng' }));
    expect(await screen.findByText('create page')).toBeTruthy();
    expect(router.state.location.search).toBe('?staff_id=7');
  });

  it('offers no create button to readers, and links to the filtered list when there are more', async () => {
    signIn({ permission: ['employeestaff'] });
    const { router } = renderSection(25);
    expect(await screen.findByRole('link', { name: 'HDLD-2026-0005' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tạo hợp đồng' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Xem cả 25 hợp đồng' }));
    expect(await screen.findByText('contract list')).toBeTruthy();
    expect(router.state.location.search).toBe('?staff_id=7');
  });

  it('shows nothing to a user who may not read contracts', () => {
    signIn({ permission: ['notification'] });
    const { calls } = renderSection();
    expect(screen.queryByText('Hợp đồng lao động')).toBeNull();
    expect(calls.calls(employeeContractApi.list)).toHaveLength(0);
  });
});
