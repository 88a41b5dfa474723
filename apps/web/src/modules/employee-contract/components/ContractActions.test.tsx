import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  todayInVietnam,
  type EmployeeContractStatus,
  type PermissionCode,
  employeeContractApi,
} from '@kenh/contract';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { ContractActions } from './ContractActions';
import { mockContractCalls, setDate, withQueryClient } from './test-utils';

const MANAGE: PermissionCode[] = ['employeecontractstaff', 'employeecontractstaff.manage'];
const APPROVE: PermissionCode[] = ['employeecontractstaff', 'employeecontractstaff.approve'];

function renderActions(status: EmployeeContractStatus) {
  return render(withQueryClient(<ContractActions contract={{ id: 5, code: 'HDLD-2026-0005', status }} />));
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('ContractActions: buttons by status and permission', () => {
  beforeEach(() => {
    mockContractCalls();
  });

  it.each<[EmployeeContractStatus, PermissionCode[], string[]]>([
    ['draft', MANAGE, ['Gửi duyệt', 'Hủy hợp đồng']],
    ['draft', APPROVE, ['Hủy hợp đồng']],
    ['pending', MANAGE, ['Hủy hợp đồng']],
    ['pending', APPROVE, ['Duyệt', 'Trả lại', 'Hủy hợp đồng']],
    ['approved', MANAGE, []],
    ['approved', APPROVE, ['Kích hoạt', 'Hủy hợp đồng']],
    ['active', MANAGE, []],
    ['active', APPROVE, ['Chấm dứt']],
    ['terminated', APPROVE, []],
    ['expired', APPROVE, []],
    ['cancelled', APPROVE, []],
    ['pending', ['employeecontractstaff'], []],
  ])('%s with %j shows %j', (status, permission, expected) => {
    signIn({ permission });
    renderActions(status);
    expect(buttons()).toEqual(expected);
  });

  it('shows every allowed action to a super user', () => {
    signIn({ superuser: true });
    renderActions('pending');
    expect(buttons()).toEqual(['Duyệt', 'Trả lại', 'Hủy hợp đồng']);
  });

  it('asks a reason before sending a contract back, then posts the action', async () => {
    signIn({ permission: APPROVE });
    const calls = mockContractCalls([
      mockEndpoint(employeeContractApi.actionPost, ok({ id: 5, status: 'draft' })),
    ]);
    renderActions('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Trả lại' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Trả lại hợp đồng HDLD-2026-0005')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Cần nhập lý do')).toBeTruthy();
    expect(calls.calls(employeeContractApi.actionPost, { id: 5 })).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: '  Thiếu phụ cấp ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(calls.calls(employeeContractApi.actionPost, { id: 5 })).toHaveLength(1));
    expect(calls.calls(employeeContractApi.actionPost, { id: 5 })[0]!.body).toEqual({
      action: 'reject',
      reason: 'Thiếu phụ cấp',
    });
  });

  it('asks the reason and the last working day before terminating', async () => {
    signIn({ permission: APPROVE });
    const calls = mockContractCalls([
      mockEndpoint(employeeContractApi.actionPost, ok({ id: 5, status: 'terminated' })),
    ]);
    renderActions('active');
    fireEvent.click(screen.getByRole('button', { name: 'Chấm dứt' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Nghỉ việc' } });
    // The last working day starts as today, shown and typed as dd/mm/yyyy.
    const lastDay = within(dialog).getByLabelText<HTMLInputElement>('Ngày làm việc cuối cùng');
    expect(lastDay.value).toBe(formatDate(todayInVietnam()));
    setDate('Ngày làm việc cuối cùng', '30/06/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(calls.calls(employeeContractApi.actionPost, { id: 5 })).toHaveLength(1));
    expect(calls.calls(employeeContractApi.actionPost, { id: 5 })[0]!.body).toEqual({
      action: 'terminate',
      reason: 'Nghỉ việc',
      end_date: '2026-06-30',
    });
  });
});
