import { employeeContractActionsFrom, employeeContractApi, platformApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { fail, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { contractDetail, mockContractCalls, setDate } from '../components/test-utils';
import { employeeContractPaths } from '../paths';
import { ContractDetailPage } from './ContractDetailPage';

const APPROVE = ['employeecontractstaff', 'employeecontractstaff.approve'];
const MANAGE = ['employeecontractstaff', 'employeecontractstaff.manage'];

const HISTORY = [
  {
    id: 4,
    action: 'add_attachment',
    at: '2026-01-03T03:00:00.000Z',
    actor: { id: 2, username: 'hr.minh', fullname: null },
    diff: { attachment: { from: null, to: 'phu-luc.pdf' } },
  },
  {
    id: 3,
    action: 'approve',
    at: '2026-01-02T04:00:00.000Z',
    actor: { id: 3, username: 'gd.hung', fullname: null },
    diff: { status: { from: 'pending', to: 'approved' } },
  },
  {
    id: 2,
    action: 'update',
    at: '2026-01-02T03:00:00.000Z',
    actor: { id: 1, username: 'hr.lan', fullname: null },
    diff: {
      contract_type: { from: 'probation', to: 'fixed_12' },
      basic_salary: { from: 8_000_000, to: 8_500_000 },
      end_date: { from: '2026-03-01', to: '2026-12-31' },
    },
  },
];

function renderDetail(contract = contractDetail()) {
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.detail, (r) =>
      r.params.id === String(contract.id) ? ok(contract) : fail(404, 'Không tìm thấy hợp đồng'),
    ),
    mockEndpoint(employeeContractApi.update, (r) => ok({ ...contract, ...(r.body as object) })),
    mockEndpoint(platformApi.history, ok({ results: HISTORY, total: HISTORY.length })),
  ]);
  const view = renderShell(
    [
      { path: employeeContractPaths.detail, element: <ContractDetailPage /> },
      { path: employeeContractPaths.list, element: <p>contract list</p> },
    ],
    { path: `/staff-manager/employee-contract/${contract.id}` },
  );
  return { ...view, calls };
}

describe('ContractDetailPage', () => {
  it('shows the contract under its code with the status actions its status allows the user', async () => {
    signIn({ permission: APPROVE });
    renderDetail(
      contractDetail({ status: 'active', available_actions: employeeContractActionsFrom('active') }),
    );
    expect(await screen.findByRole('heading', { name: 'HDLD-2026-0005' })).toBeTruthy();
    expect(screen.getByText('Đang hiệu lực')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hợp đồng lao động' }).getAttribute('href')).toBe(
      employeeContractPaths.list,
    );
    expect(screen.getByText('Nguyễn Văn Đức (NV00007)')).toBeTruthy();
    expect(screen.getByText('31/12/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chấm dứt' })).toBeTruthy();
    // A contract that is not a draft is not edited as a whole.
    expect(screen.queryByRole('button', { name: 'Sửa' })).toBeNull();
  });

  it("lists the audit trail with the contract's actions, labelled fields and readable values", async () => {
    signIn({ permission: APPROVE });
    const { calls } = renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: 'Lịch sử thay đổi' }));
    const entry = (await screen.findByText('hr.lan')).closest<HTMLElement>('[role="listitem"]')!;
    const type = within(entry).getByText('Loại hợp đồng').closest('tr')!;
    expect(within(type).getByText('Thử việc')).toBeTruthy();
    expect(within(type).getByText('Xác định thời hạn 12 tháng')).toBeTruthy();
    const salary = within(entry).getByText('Lương cơ bản (VNĐ)').closest('tr')!;
    expect(within(salary).getByText('8.500.000 ₫')).toBeTruthy();
    const actionOf = (user: string) =>
      screen.getByText(user).closest<HTMLElement>('[role="listitem"]')!.querySelector('.ant-tag')
        ?.textContent;
    expect(actionOf('hr.minh')).toBe('Thêm tệp đính kèm');
    expect(actionOf('gd.hung')).toBe('Duyệt');
    expect(actionOf('hr.lan')).toBe('Cập nhật');
    expect(calls.calls(platformApi.history, { entity: 'employee_contract', id: 5 })).toHaveLength(1);
  });

  it('edits a draft in the kit form: a new start date moves the rule-filled end date, and saves', async () => {
    signIn({ permission: MANAGE });
    const { calls } = renderDetail(
      contractDetail({
        status: 'draft',
        editable: 'all',
        contract_type: 'probation',
        start_date: '2026-01-01',
        end_date: '2026-03-01',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa' }));
    await screen.findByLabelText('Ngày bắt đầu');
    setDate('Ngày bắt đầu', '01/02/2026');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Ngày kết thúc').value).toBe('01/04/2026'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(calls.calls(employeeContractApi.update, { id: 5 })).toHaveLength(1));
    expect(calls.calls(employeeContractApi.update, { id: 5 })[0]!.body).toMatchObject({
      contract_type: 'probation',
      start_date: '2026-02-01',
      end_date: '2026-04-01',
    });
    expect(await screen.findByText('Nguyễn Văn Đức (NV00007)')).toBeTruthy();
  });

  it('says so when the contract does not exist, with a way back to the list', async () => {
    signIn({ permission: APPROVE });
    mockContractCalls([mockEndpoint(employeeContractApi.detail, fail(404, 'Không tìm thấy hợp đồng'))]);
    renderShell(
      [
        { path: employeeContractPaths.detail, element: <ContractDetailPage /> },
        { path: employeeContractPaths.list, element: <p>contract list</p> },
      ],
      { path: '/staff-manager/employee-contract/99' },
    );
    expect(await screen.findAllByText('Không tìm thấy hợp đồng')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByText('contract list')).toBeTruthy();
  });
});
