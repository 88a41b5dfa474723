import { EMPLOYEE_CONTRACT_EXPORT_PATH, employeeContractApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewport, signIn } from '../../../platform/layout/shell-test-utils';
import { datedFileName } from '../../../platform/pages';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { contractDetail, mockContractCalls, setDate } from '../components/test-utils';
import { employeeContractPaths } from '../paths';
import { ContractListPage } from './ContractListPage';

const READ = ['employeecontractstaff'];

function renderList(search = '') {
  const rows = [
    contractDetail(),
    contractDetail({ id: 6, code: 'HDLD-2026-0006', contract_type: 'indefinite', end_date: null }),
  ];
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.list, ok({ results: rows, total: 2 })),
    mockEndpoint({ method: 'POST', path: EMPLOYEE_CONTRACT_EXPORT_PATH }, { status: 200, body: 'xlsx' }),
  ]);
  const view = renderShell(
    [
      { path: employeeContractPaths.list, element: <ContractListPage /> },
      { path: employeeContractPaths.print, element: <p>print page</p> },
      { path: employeeContractPaths.detail, element: <p>detail page</p> },
    ],
    { path: `${employeeContractPaths.list}${search}` },
  );
  const lastBody = () => calls.calls(employeeContractApi.list).at(-1)?.body;
  return { ...view, calls, lastBody };
}

afterEach(() => {
  setViewport(1440);
});

describe('ContractListPage', () => {
  it('sends the filters of the address to the list, ignoring a bad value, and shows dates as dd/mm/yyyy', async () => {
    signIn({ permission: READ });
    const { lastBody } = renderList(
      '?status=active&contract_type=fixed_12&staff_id=7&start_from=2026-01-01&expiring_within_days=30&page=abc',
    );
    expect(await screen.findByRole('link', { name: 'HDLD-2026-0005' })).toBeTruthy();
    expect(lastBody()).toEqual({
      status: 'active',
      contract_type: 'fixed_12',
      staff_id: 7,
      start_from: '2026-01-01',
      expiring_within_days: 30,
      page: 0,
      page_size: 20,
    });
    const row = screen.getByRole('link', { name: 'HDLD-2026-0005' }).closest('tr')!;
    expect(within(row).getByText('01/01/2026')).toBeTruthy();
    expect(within(row).getByText('31/12/2026')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Bắt đầu từ ngày').value).toBe('01/01/2026');
  });

  it('writes a changed filter into the address and goes back to the first page', async () => {
    signIn({ permission: READ });
    const { router, lastBody } = renderList('?page=2');
    await screen.findByRole('link', { name: 'HDLD-2026-0005' });
    setDate('Kết thúc đến ngày', '30/06/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?end_to=2026-06-30'));
    await waitFor(() => expect(lastBody()).toMatchObject({ end_to: '2026-06-30', page: 0 }));
  });

  it('exports the current filter to Excel as a POST, under a dated file name', async () => {
    signIn({ permission: READ });
    const saved: string[] = [];
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { calls } = renderList('?status=active&page=1');
    await screen.findByRole('link', { name: 'HDLD-2026-0005' });
    fireEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = calls.requests.filter((r) => r.path === EMPLOYEE_CONTRACT_EXPORT_PATH);
    expect(sent.map((r) => [r.method, r.body])).toEqual([['POST', { status: 'active' }]]);
    expect(saved).toEqual([datedFileName('hop-dong-lao-dong', 'xlsx')]);
    save.mockRestore();
  });

  it('opens the print page from the row menu', async () => {
    signIn({ permission: READ });
    renderList();
    const row = (await screen.findByRole('link', { name: 'HDLD-2026-0006' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByText('In hợp đồng'));
    expect(await screen.findByText('print page')).toBeTruthy();
  });

  it('shows one card per contract on a phone, and the create button only to managers', async () => {
    setViewport(390);
    signIn({ permission: READ });
    renderList();
    const card = await screen.findByRole('link', { name: 'HDLD-2026-0006 · Nguyễn Văn Đức' });
    expect(document.querySelector('tr.ant-table-row')).toBeNull();
    expect(card.getAttribute('href')).toBe('/staff-manager/employee-contract/6');
    expect(screen.queryByRole('button', { name: 'Tạo hợp đồng' })).toBeNull();
  });
});
