import { employeeContractApi, staffApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { contractDetail, mockContractCalls, setDate } from '../components/test-utils';
import { contractCreatePath, employeeContractPaths } from '../paths';
import { ContractCreatePage } from './ContractCreatePage';

function renderCreate(path: string) {
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.nextCode, ok({ next_code: 'HDLD-2026-0010' })),
    mockEndpoint(staffApi.mGet, ok({ id: 12, code: 'NV00012', fullname: 'Lê Thị Hoa' })),
    mockEndpoint(employeeContractApi.create, ok(contractDetail({ id: 10, code: 'HDLD-2026-0010' }))),
  ]);
  renderShell(
    [
      { path: employeeContractPaths.create, element: <ContractCreatePage /> },
      { path: employeeContractPaths.detail, element: <p>detail page</p> },
    ],
    { path },
  );
  return calls;
}

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const chosenStaff = () => document.querySelector('#field-staff_id')?.closest('.ant-select');

describe('ContractCreatePage', () => {
  it('opened from a staff record, has the staff member chosen', async () => {
    signIn({ permission: ['employeecontractstaff.manage', 'employeestaff'] });
    renderCreate(contractCreatePath(12));
    await waitFor(() => expect(chosenStaff()?.textContent).toContain('Lê Thị Hoa'));
  });

  it('opened from the list, starts with no staff member', async () => {
    signIn({ permission: ['employeecontractstaff.manage', 'employeestaff'] });
    const calls = renderCreate(employeeContractPaths.create);
    expect(await screen.findByText('HDLD-2026-0010')).toBeTruthy();
    expect(chosenStaff()?.textContent).not.toContain('Lê Thị Hoa');
    expect(calls.calls(staffApi.mGet, { id: 12 })).toHaveLength(0);
  });

  it('fills a probation end date from its start and saves the draft', async () => {
    signIn({ permission: ['employeecontractstaff.manage', 'employeestaff'] });
    const calls = renderCreate(contractCreatePath(12));
    await waitFor(() => expect(chosenStaff()?.textContent).toContain('Lê Thị Hoa'));
    await choose('Loại hợp đồng', 'Thử việc');
    setDate('Ngày bắt đầu', '10/01/2026');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Ngày kết thúc').value).toBe('10/03/2026'),
    );
    fireEvent.change(screen.getByLabelText('Lương cơ bản (VNĐ)'), { target: { value: '7000000' } });
    await choose('Tài khoản hạch toán', '6421 — Chi phí nhân viên bán hàng');
    const form = within(screen.getByRole('form', { name: 'Tạo hợp đồng lao động' }));
    expect(form.queryByRole('button', { name: 'Lưu' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(calls.calls(employeeContractApi.create)[0]!.body).toMatchObject({
      staff_id: 12,
      contract_type: 'probation',
      start_date: '2026-01-10',
      end_date: '2026-03-10',
      basic_salary: 7_000_000,
    });
  });
});
