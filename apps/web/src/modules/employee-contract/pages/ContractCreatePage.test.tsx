import { employeeContractApi, staffApi } from '@kenh/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, signIn } from '../../../platform/layout/shell-test-utils';
import { ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { mockContractCalls } from '../components/test-utils';
import { contractCreatePath, employeeContractPaths } from '../paths';
import { ContractCreatePage } from './ContractCreatePage';

function renderCreate(path: string) {
  const calls = mockContractCalls([
    mockEndpoint(employeeContractApi.nextCode, ok({ next_code: 'HDLD-2026-0010' })),
    mockEndpoint(staffApi.mGet, ok({ id: 12, code: 'NV00012', fullname: 'Lê Thị Hoa' })),
  ]);
  renderShell([{ path: employeeContractPaths.create, element: <ContractCreatePage /> }], { path });
  return calls;
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
});
