import { employeeContractApi, staffApi } from '@kenh/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { contractDetail, mockContractCalls } from '../components/test-utils';
import { employeeContractPaths } from '../paths';
import { ContractPrintPage } from './ContractPrintPage';

const STAFF = {
  id: 7,
  code: 'NV00007',
  fullname: 'Nguyễn Văn Đức',
  birth_date: '1990-03-15',
  id_number: '001090012345',
  id_issue_date: '2021-05-20',
  id_issue_place: 'Cục Cảnh sát QLHC về TTXH',
  phone: '0912345678',
  permanent_address: { text: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội' },
};

function renderPrint(contract = contractDetail()) {
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.detail, ok(contract)),
    mockEndpoint(staffApi.mGet, ok(STAFF)),
  ]);
  renderShell([{ path: employeeContractPaths.print, element: <ContractPrintPage /> }], {
    path: '/staff-manager/employee-contract/5/print',
  });
  return calls;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
});

describe('ContractPrintPage', () => {
  it('lays the contract out as a Vietnamese labour contract with dd/mm/yyyy dates and the salary in words', async () => {
    signIn({ permission: ['employeecontractstaff', 'employeestaff'] });
    renderPrint();
    expect(await screen.findByRole('heading', { name: 'HỢP ĐỒNG LAO ĐỘNG' })).toBeTruthy();
    expect(screen.getByText('Số: HDLD-2026-0005')).toBeTruthy();
    expect(screen.getByText('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM')).toBeTruthy();
    expect(screen.getByText('Hôm nay, ngày 20/12/2025, chúng tôi gồm:')).toBeTruthy();
    expect(screen.getByText(/Từ ngày 01\/01\/2026 đến ngày 31\/12\/2026/)).toBeTruthy();
    expect(screen.getByText(/8\.500\.000 ₫/)).toBeTruthy();
    expect(screen.getByText('Tám triệu năm trăm nghìn đồng')).toBeTruthy();
    // The employee's papers come from the staff record.
    expect(await screen.findByText(/15\/03\/1990/)).toBeTruthy();
    expect(screen.getByText(/001090012345/)).toBeTruthy();
    expect(screen.getByText(/12 Lý Thường Kiệt/)).toBeTruthy();
    expect(screen.getAllByText('Trần Thị Giám Đốc').length).toBeGreaterThan(0);
  });

  it('prints through the browser (Save as PDF there)', async () => {
    signIn({ permission: ['employeecontractstaff'] });
    // happy-dom has no print dialog: the page's call is caught here.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    renderPrint();
    fireEvent.click(await screen.findByRole('button', { name: 'In / Lưu PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('titles a probation contract as such and leaves the papers blank for a reader without staff access', async () => {
    signIn({ permission: ['employeecontractstaff'] });
    const calls = renderPrint(contractDetail({ contract_type: 'probation', end_date: '2026-03-01' }));
    expect(await screen.findByRole('heading', { name: 'HỢP ĐỒNG THỬ VIỆC' })).toBeTruthy();
    expect(calls.calls(staffApi.mGet, { id: 7 })).toHaveLength(0);
    expect(screen.queryByText(/15\/03\/1990/)).toBeNull();
  });
});
