import { organizationApi } from '@kenh/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { OfficeSelect } from './OfficeSelect';
import { OrgUnitSelect } from './OrgUnitSelect';
import { PositionSelect } from './PositionSelect';

const TREE = [
  {
    value: 1,
    label: 'Hội đồng quản trị',
    label_child: 'TC001',
    children: [
      {
        value: 2,
        label: 'Khối Văn phòng',
        label_child: 'TC002',
        children: [{ value: 3, label: 'Phòng Nhân sự', label_child: 'TC003', children: [] }],
      },
      { value: 4, label: 'Khối Kinh doanh', label_child: 'TC004', children: [] },
    ],
  },
];

interface Values {
  position_id: number | null;
  office_id: number | null;
  unit_id: number | null;
}

let submitted: Values | undefined;
function Harness({ initial, excludeId }: { initial: Values; excludeId?: number }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: initial });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <form onSubmit={(e) => void handleSubmit((v) => (submitted = v))(e)}>
        <Controller
          name="position_id"
          control={control}
          render={({ field }) => <PositionSelect {...field} id="position" />}
        />
        <Controller
          name="office_id"
          control={control}
          render={({ field }) => <OfficeSelect {...field} id="office" />}
        />
        <Controller
          name="unit_id"
          control={control}
          render={({ field }) => <OrgUnitSelect {...field} id="unit" excludeId={excludeId} />}
        />
        <button type="submit">OK</button>
      </form>
    </QueryClientProvider>
  );
}

const root = (id: string) => document.getElementById(id)!.closest('.ant-select') as HTMLElement;
const open = (id: string) => fireEvent.mouseDown(root(id).querySelector('.ant-select-content')!);
const visible = (selector: string) => [
  ...document.querySelectorAll<HTMLElement>(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) ${selector}`,
  ),
];

function server() {
  return mockFetch([
    mockEndpoint(
      organizationApi.positionDropdown,
      ok([
        { value: 7, label: 'Kế toán', label_child: 'CV010' },
        { value: 8, label: 'Nhân viên bán hàng', label_child: 'CV014' },
      ]),
    ),
    mockEndpoint(
      organizationApi.officeDropdown,
      ok([{ value: 3, label: 'Trụ sở chính Hà Nội', label_child: 'VP001' }]),
    ),
    mockEndpoint(organizationApi.orgUnitDropdown, ok(TREE)),
  ]);
}

// The pickers' calls go out only for a user allowed to make them.
beforeEach(() => signIn({ permission: ['employeestaff'] }));

describe('organisation pickers in react-hook-form', () => {
  it('PositionSelect and OfficeSelect give the chosen id (or null) to the form', async () => {
    const api = server();
    submitted = undefined;
    render(<Harness initial={{ position_id: null, office_id: 3, unit_id: null }} />);
    // The current office shows by name once the cached dropdown has loaded.
    await waitFor(() => expect(root('office').textContent).toContain('Trụ sở chính Hà Nội'));
    open('position');
    const option = await waitFor(() => {
      const found = visible('.ant-select-item-option').find((o) => o.textContent?.includes('Kế toán'));
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submitted).toEqual({ position_id: 7, office_id: 3, unit_id: null }));
    expect(api.calls(organizationApi.positionDropdown)).toHaveLength(1);
  });

  it('OrgUnitSelect shows the nested units, disables the excluded branch and sets the id', async () => {
    server();
    submitted = undefined;
    render(<Harness initial={{ position_id: null, office_id: null, unit_id: 4 }} excludeId={2} />);
    await waitFor(() => expect(root('unit').textContent).toContain('Khối Kinh doanh'));
    open('unit');
    const nodes = await waitFor(() => {
      // (antd adds an empty node for measuring)
      const found = visible('.ant-select-tree-treenode').filter((n) => n.textContent);
      if (found.length < 4) throw new Error('tree not open');
      return found;
    });
    expect(nodes.map((n) => n.textContent)).toEqual([
      'Hội đồng quản trị',
      'Khối Văn phòng',
      'Phòng Nhân sự',
      'Khối Kinh doanh',
    ]);
    const disabled = nodes.filter((n) => n.className.includes('ant-select-tree-treenode-disabled'));
    expect(disabled.map((n) => n.textContent)).toEqual(['Khối Văn phòng', 'Phòng Nhân sự']);
    fireEvent.click(nodes[0]!.querySelector('.ant-select-tree-node-content-wrapper')!);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submitted?.unit_id).toBe(1));
  });
});
