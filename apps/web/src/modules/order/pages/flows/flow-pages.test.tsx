import { accessApi, accountApi, orderApi, type OrderFlow } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../../platform/feedback';
import { renderShell, setViewport, signIn } from '../../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../../testing/fetch-mock';
import { mockEndpoint } from '../../../../testing/mock-endpoint';
import { flowPaths } from '../../flow-paths';
import { FlowCreatePage, FlowEditPage } from './FlowEditorPages';
import { FlowListPage } from './FlowListPage';

const ROOMS: Record<string, { id: number; name: string }[]> = {
  AD: [
    { id: 5, name: 'Phòng kinh doanh' },
    { id: 6, name: 'Ban giám đốc' },
  ],
  KT: [{ id: 8, name: 'Phòng kế toán' }],
};

const roomsMock = mockEndpoint(accessApi.listRooms, (request) => {
  const rooms = ROOMS[new URLSearchParams(request.search).get('system_key') ?? ''] ?? [];
  const at = '2026-01-05T02:00:00.000Z';
  return ok({
    results: rooms.map((room) => ({
      ...room,
      description: null,
      system_key: 'AD',
      permissions: [],
      module_permission: {},
      created_at: at,
      updated_at: at,
      member_count: 3,
      owner_id: null,
    })),
    total: rooms.length,
  });
});

const FLOW: OrderFlow = {
  id: 3,
  name: 'Duyệt đơn nhà phân phối',
  description: null,
  status: 'active',
  systems: ['NPP'],
  is_default: true,
  steps: [
    {
      id: 31,
      position: 1,
      name: 'Trưởng phòng kinh doanh',
      system: 'AD',
      room_id: 5,
      room_name: 'Phòng kinh doanh',
      min_amount: null,
      min_discount_percent: null,
      below_list_price: false,
      credit_exceeded: false,
      remind_after_hours: 24,
      escalate_after_hours: null,
      escalate_room_id: null,
      escalate_room_name: null,
    },
    {
      id: 32,
      position: 2,
      name: 'Kế toán trưởng',
      system: 'KT',
      room_id: 8,
      room_name: 'Phòng kế toán',
      min_amount: 50_000_000,
      min_discount_percent: null,
      below_list_price: false,
      credit_exceeded: true,
      remind_after_hours: null,
      escalate_after_hours: null,
      escalate_room_id: null,
      escalate_room_name: null,
    },
  ],
  created_at: '2026-01-05T02:00:00.000Z',
  updated_at: '2026-01-05T02:00:00.000Z',
};

afterEach(() => {
  setViewport(1440, 900);
  cancelAllConfirms();
  unmountFeedbackHost();
});

/** Picks `option` in the select labelled `label` (within `scope`). */
async function choose(label: string, option: string, scope = screen) {
  fireEvent.mouseDown(scope.getAllByLabelText(label).at(-1)!);
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function type(scope: Scope, label: string, value: string) {
  const input = scope.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The whole screen or one part of it (`within(…)`), for the label lookups of the helpers. */
type Scope = Pick<typeof screen, 'getByLabelText'>;

const steps = () => screen.getAllByTestId('flow-step');
const step = (n: number) => within(steps()[n - 1]!);

function renderPages(path: string, locale: 'vi' | 'en' = 'vi') {
  return renderShell(
    [
      { path: flowPaths.list, element: <FlowListPage /> },
      { path: flowPaths.create, element: <FlowCreatePage /> },
      { path: flowPaths.edit, element: <FlowEditPage /> },
    ],
    { path, locale },
  );
}

describe('flow editor', () => {
  // Three steps of selects and inputs: on a loaded machine this one test can pass the 30 s default.
  it('adds, moves and removes steps and sends them in their order', async () => {
    signIn({ permission: ['role', 'orderflow.manage'] });
    const api = mockFetch([
      roomsMock,
      mockEndpoint(orderApi.flowGet, ok(FLOW)),
      mockEndpoint(orderApi.flowPut, ok(FLOW)),
    ]);
    renderPages(`${flowPaths.edit}?id=3`);
    const page = within(await screen.findByRole('form', { name: 'Sửa luồng duyệt' }));
    expect(step(2).getByLabelText<HTMLInputElement>('Ngưỡng giá trị đơn (VND)').value).toBe('50.000.000');

    fireEvent.click(page.getByRole('button', { name: 'Thêm bước' }));
    type(step(3), 'Tên bước', 'Giám đốc');
    await choose('Phòng duyệt 3', 'Ban giám đốc');
    fireEvent.click(page.getByRole('button', { name: 'Chuyển bước 3 lên' }));
    expect(step(2).getByLabelText<HTMLInputElement>('Tên bước').value).toBe('Giám đốc');
    fireEvent.click(step(1).getByRole('button', { name: 'Xóa bước' }));
    expect(steps()).toHaveLength(2);

    fireEvent.click(page.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(orderApi.flowPut, { id: 3 })).toHaveLength(1));
    expect(api.calls(orderApi.flowPut)[0]!.body).toMatchObject({
      name: 'Duyệt đơn nhà phân phối',
      systems: ['NPP'],
      is_default: true,
      steps: [
        { name: 'Giám đốc', system: 'AD', room_id: 6, min_amount: null, credit_exceeded: false },
        { name: 'Kế toán trưởng', system: 'KT', room_id: 8, min_amount: 50_000_000, credit_exceeded: true },
      ],
    });
  }, 60_000);

  it('needs the threshold of a ticked amount condition (the contract’s message)', async () => {
    signIn({ permission: ['role', 'orderflow.manage'] });
    const api = mockFetch([roomsMock, mockEndpoint(orderApi.flowCreate, ok(FLOW))]);
    renderPages(flowPaths.create);
    const page = within(await screen.findByRole('form', { name: 'Thêm luồng duyệt' }));
    type(page, 'Tên luồng', 'Luồng lớn');
    await choose('Hệ thống đặt hàng áp dụng', 'Nhà phân phối');
    type(step(1), 'Tên bước', 'Giám đốc');
    await choose('Phòng duyệt 1', 'Ban giám đốc');
    fireEvent.click(step(1).getByLabelText('Giá trị đơn vượt ngưỡng'));
    fireEvent.click(page.getByRole('button', { name: 'Lưu' }));
    expect(await step(1).findByText('Bạn cần điền vào mục này')).toBeTruthy();
    expect(api.calls(orderApi.flowCreate)).toHaveLength(0);
  });

  it('shows a flow read-only without orderflow.manage', async () => {
    signIn({ permission: ['role', 'exporttodistributororder'] });
    const api = mockFetch([roomsMock, mockEndpoint(orderApi.flowGet, ok(FLOW))]);
    renderPages(`${flowPaths.edit}?id=3`);
    expect(await screen.findByText(/Bạn chỉ xem được luồng này/)).toBeTruthy();
    expect(screen.getByDisplayValue('Duyệt đơn nhà phân phối')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm bước' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(api.calls(orderApi.flowGet, { id: 3 })).toHaveLength(1);
  });
});

describe('/my-setting/flow-order', () => {
  const listMocks = () => [
    mockEndpoint(orderApi.flowList, ok({ results: [FLOW], total: 1 })),
    mockEndpoint(orderApi.myFlow, ok({ flow_id: null, flow: null })),
    mockEndpoint(orderApi.setMyFlow, ok({ flow_id: 3, flow: FLOW })),
    mockEndpoint(orderApi.delegations, ok([])),
    mockEndpoint(orderApi.createDelegation, (request) =>
      ok({
        id: 1,
        approver_id: 1,
        approver_name: 'An',
        deputy_id: 7,
        deputy_name: 'Đức',
        note: null,
        created_at: '2026-01-05T02:00:00.000Z',
        ...(request.body as object),
      }),
    ),
    mockEndpoint(orderApi.typeList, ok([])),
    mockEndpoint(
      accountApi.getAccountDropdown,
      ok([{ value: 7, label: 'Nguyễn Văn Đức', label_child: 'nvduc' }]),
    ),
  ];

  it('lists the flows with their steps (page 0, 30 a page) and sets the flow my orders follow', async () => {
    signIn({ permission: ['role', 'exporttodistributororder'] });
    const api = mockFetch(listMocks());
    renderPages(flowPaths.list);
    expect(await screen.findByText('Duyệt đơn nhà phân phối')).toBeTruthy();
    expect(screen.getAllByText(/Bước 2: Kế toán trưởng/).length).toBeGreaterThan(0);
    // The list's own call (the "my flow" select asks for every flow in use apart).
    expect(api.calls(orderApi.flowList).map((call) => call.body)).toContainEqual({ page: 0, page_size: 30 });
    expect(screen.getByTestId('my-flow').textContent).toBe(
      'Đơn của bạn đi theo luồng mặc định của hệ thống.',
    );
    await choose('Đơn của tôi đi theo luồng', 'Duyệt đơn nhà phân phối');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu lựa chọn' }));
    await waitFor(() => expect(api.calls(orderApi.setMyFlow)).toHaveLength(1));
    expect(api.calls(orderApi.setMyFlow)[0]!.body).toEqual({ flow_id: 3 });
    // Without the approval codes there is no delegation call (a refused call would end the session).
    expect(api.calls(orderApi.delegations)).toHaveLength(0);
  });

  it('on a 390 px phone in English: the flows as cards, no writing without the manage codes', async () => {
    setViewport(390, 844);
    signIn({ permission: ['role', 'exporttodistributororder'] });
    mockFetch(listMocks());
    renderPages(flowPaths.list, 'en');
    expect(await screen.findByText('Duyệt đơn nhà phân phối')).toBeTruthy();
    expect(screen.getByLabelText('Search by flow name')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText(/Step 2: Kế toán trưởng/).length).toBeGreaterThan(0);
    expect(screen.getByText('The flow my orders follow')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add approval flow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add order type' })).toBeNull();
  });

  it('checks the delegation period before sending whole days in Vietnam time', async () => {
    signIn({ permission: ['role', 'order.approve', 'user'] });
    const api = mockFetch(listMocks());
    renderPages(flowPaths.list);
    const form = within(await screen.findByRole('form', { name: 'Ủy quyền mới' }));
    await choose('Người được ủy quyền', 'Nguyễn Văn Đức · nvduc');
    setDate(form, 'Từ ngày', '10/02/2026');
    setDate(form, 'Đến hết ngày', '09/02/2026');
    fireEvent.click(form.getByRole('button', { name: 'Ủy quyền' }));
    expect(await form.findByText('Thời điểm kết thúc phải sau thời điểm bắt đầu')).toBeTruthy();
    expect(api.calls(orderApi.createDelegation)).toHaveLength(0);

    setDate(form, 'Đến hết ngày', '14/02/2026');
    fireEvent.click(form.getByRole('button', { name: 'Ủy quyền' }));
    await waitFor(() => expect(api.calls(orderApi.createDelegation)).toHaveLength(1));
    expect(api.calls(orderApi.createDelegation)[0]!.body).toEqual({
      deputy_id: 7,
      starts_at: '2026-02-10T00:00:00+07:00',
      ends_at: '2026-02-14T23:59:59+07:00',
      note: null,
    });
    expect(api.calls(orderApi.flowList)).toHaveLength(0);
  });
});

function setDate(scope: Scope, label: string, value: string) {
  const input = scope.getByLabelText<HTMLInputElement>(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}
